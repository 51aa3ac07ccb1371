import { importEndpoints } from '../../api/contract/endpoints/serviceEndpoints';
import type { ImportJob, ImportSource } from '../../api/contract/importJob';
import type { Services } from '../../providers/createServices';
import type { CsvEngine } from '../../import/csvEngine';
import type { RunOptions } from '../../import/types';

interface UploadRequest {
  services: Pick<Services, 'client'>;
  engine: CsvEngine;
  file: File;
  resource: string;
  options: RunOptions;
  /** Header cells (for a mapping by column name when the first line is skipped). */
  header: readonly string[] | null;
  onRows: (sent: number) => void;
}

/**
 * Sends the file once, as batches of many rows (`import.create` with the first, then `{ job_id, rows }`),
 * then `import.complete` with the number of rows sent: the server runs the job only then, and only
 * if every row arrived. When any call fails, the upload is deleted (best effort; the server also
 * gives up an upload never completed) and the error is thrown: nothing is imported.
 * Returns the job as the completion's answer describes it.
 */
export async function uploadImport({
  services,
  engine,
  file,
  resource,
  options,
  header,
  onRows,
}: UploadRequest): Promise<ImportJob> {
  const { client } = services;
  const mapping = Object.fromEntries(
    Object.entries(options.mapping).map(([field, index]) => [
      field,
      options.skipFirstLine && header ? (header[index] ?? String(index)) : String(index),
    ]),
  );
  // A holder: the batches' callback sets the job, which TypeScript's narrowing does not see.
  const upload: { job: ImportJob | null } = { job: null };
  let sent = 0;
  try {
    await engine.upload(file, options, async (rows) => {
      if (!upload.job) {
        upload.job = await client.call(importEndpoints.create, {
          // The wizard offers only the resources the server lists as import sources (init data).
          body: {
            resource: resource as ImportSource,
            filename: file.name,
            skip_first_line: options.skipFirstLine,
            mapping,
            rows,
          },
        });
      } else if (rows.length > 0) {
        upload.job = await client.call(importEndpoints.create, { body: { job_id: upload.job.id, rows } });
      }
      sent += rows.length;
      onRows(sent);
    });
    if (!upload.job) throw new Error('No rows were sent');
    return await client.call(importEndpoints.complete, { params: { id: upload.job.id }, body: { rows: sent } });
  } catch (error) {
    const opened = upload.job;
    if (opened) void client.call(importEndpoints.delete, { params: { id: opened.id } }).catch(() => undefined);
    throw error;
  }
}
