import { z } from 'zod/mini';
import { DateTime, Id } from './common';
import { oneOf, text, textLimits } from './rules/fieldRules';

/** Resources the CSV import accepts (served as `sources` in the init data). */
export const importSources = ['project', 'permission', 'user'] as const;
export type ImportSource = (typeof importSources)[number];

/**
 * An import's life: `uploading` (batches arrive; nothing runs) → `new` (the completion call came:
 * queued) → `processing` → `success` (every row imported), `partial` (some rows imported, some
 * refused: see `errors`) or `fail` (nothing imported). An upload never completed is never run.
 */
export const importStatuses = ['uploading', 'new', 'processing', 'success', 'partial', 'fail'] as const;
export type ImportStatus = (typeof importStatuses)[number];
export const ImportJob = z.object({
  id: Id,
  resource: z.string(),
  status: z.enum(importStatuses),
  filename: z.nullable(z.string()),
  skip_first_line: z.boolean(),
  mapping: z.record(z.string(), z.string()),
  /** Data rows (header excluded): those received while uploading, those of the file once complete. */
  total: z.number(),
  imported: z.number(),
  errors: z.array(z.object({ row: z.number(), column: z.nullable(z.string()), message: z.string() })),
  created_at: DateTime,
  finished_at: z.nullable(DateTime),
});
export type ImportJob = z.infer<typeof ImportJob>;

/** A batch of parsed rows (cells as text). */
const Rows = z.array(z.array(z.nullable(z.union([z.string(), z.number(), z.boolean()]))));
/** `POST /import`, first batch: what to import and how the columns map. */
export const ImportStartInput = z.strictObject({
  resource: oneOf(importSources),
  filename: z.optional(z.nullable(text(textLimits.name))),
  skip_first_line: z.optional(z.boolean()),
  mapping: z.record(z.string(), z.string()),
  rows: Rows,
});
/** `POST /import`, a later batch of the same job. */
export const ImportBatchInput = z.strictObject({ job_id: z.union([z.string(), z.number()]), rows: Rows });
/**
 * `POST /import/{id}/complete`: the last batch has been sent. `rows` counts every row sent in all
 * batches (the header line included): a job that received another number is refused (422) and
 * stays unrun, so a lost batch never imports part of a file.
 */
export const ImportCompleteInput = z.strictObject({ rows: z.number().check(z.int(), z.nonnegative()) });

/** `GET /import/{id}/failed-rows`: the file's header (when skipped) and each refused row as sent. */
export const ImportFailedRows = z.object({
  header: z.nullable(z.array(z.string())),
  rows: z.array(z.object({ row: z.number(), cells: z.array(z.string()) })),
});
export type ImportFailedRows = z.infer<typeof ImportFailedRows>;
