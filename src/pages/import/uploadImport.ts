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
 * Sends the file once, as batches of many rows (`import.create` with the first, then `{ job_id, rows }`): the job
 * starts when the last batch has arrived. Returns the job as the last answer describes it.
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
  let job: ImportJob | null = null;
  let sent = 0;
  await engine.upload(file, options, async (rows) => {
    if (!job) {
      job = await client.call(importEndpoints.create, {
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
      job = await client.call(importEndpoints.create, { body: { job_id: job.id, rows } });
    }
    sent += rows.length;
    onRows(sent);
  });
  if (!job) throw new Error('No rows were sent');
  return job;
}
