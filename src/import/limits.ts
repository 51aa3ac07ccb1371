/** Limits of the CSV import. */
/** Largest CSV file the wizard accepts, refused by its size before it is read (docs/SECURITY.md). */
export const MAX_FILE_MB = 100;
export const MAX_COLUMNS = 1000;
/** Longest accepted cell (characters). */
export const MAX_CELL_CHARS = 10_000;
/** Rows shown on the upload step, read from the first bytes of the file only. */
export const PREVIEW_ROWS = 10;
export const PREVIEW_BYTES = 64 * 1024;
export const SAMPLE_ROWS = 5;
export const MAX_PROBLEMS = 500;
/** Rows per upload request (`POST /import`). */
export const BATCH_ROWS = 2000;
/** Bytes papaparse reads per chunk in the worker. */
export const CHUNK_BYTES = 2 * 1024 * 1024;
