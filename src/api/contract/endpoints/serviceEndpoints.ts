import { z } from 'zod/mini';
import { pageOf } from '../common';
import { endpoint, group, listQuery, QueryDate } from '../endpoint';
import { ImportBatchInput, ImportCompleteInput, ImportFailedRows, ImportJob, ImportStartInput } from '../importJob';
import { LogEntry } from '../log';
import { DashboardStats } from '../stats';

/** A saved preference: any JSON object, per user and organization. */
const Preference = z.record(z.string(), z.unknown());

export const preferenceEndpoints = group('preferences', {
  get: endpoint({
    method: 'GET',
    path: '/preferences/:key',
    output: Preference,
    summary: 'A saved preference (`{}` when none).',
  }),
  put: endpoint({
    method: 'PUT',
    path: '/preferences/:key',
    input: Preference,
    output: Preference,
    summary: 'Saves a preference (table settings, orders).',
  }),
});

export const statsEndpoints = group('stats', {
  dashboard: endpoint({
    method: 'GET',
    path: '/stats/dashboard',
    admin: true,
    output: DashboardStats,
    summary: 'Daily traffic, data, files and users of the last 8 weeks, and the week totals.',
  }),
});

export const importEndpoints = group('import', {
  list: endpoint({
    method: 'GET',
    path: '/import',
    admin: true,
    query: listQuery(['created_at', 'filename', 'resource', 'status'], {
      created_from: z.optional(QueryDate),
      created_to: z.optional(QueryDate),
    }),
    output: pageOf(ImportJob),
    summary: 'CSV imports, newest first (created_from, created_to).',
  }),
  get: endpoint({
    method: 'GET',
    path: '/import/:id',
    admin: true,
    output: ImportJob,
    summary: 'One import with its progress and errors.',
  }),
  create: endpoint({
    method: 'POST',
    path: '/import',
    admin: true,
    input: z.union([ImportStartInput, ImportBatchInput]),
    output: ImportJob,
    status: 201,
    answers: { 200: 'The batch was appended to the upload `job_id`.' },
    summary:
      'Starts an upload with the first batch of parsed rows (201, status `uploading`), or appends a batch `{ job_id, rows }` to an upload (200). Nothing runs before `import.complete`.',
  }),
  complete: endpoint({
    method: 'POST',
    path: '/import/:id/complete',
    admin: true,
    input: ImportCompleteInput,
    output: ImportJob,
    summary:
      'Ends an upload: `rows` counts every row sent in its batches; when it matches, the job is queued (`new`), else 422 and it stays unrun.',
  }),
  failedRows: endpoint({
    method: 'GET',
    path: '/import/:id/failed-rows',
    admin: true,
    output: ImportFailedRows,
    summary: 'The rows an import refused, as uploaded, with the header line when it was skipped.',
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/import/:id',
    admin: true,
    status: 204,
    summary: 'Deletes an import (the imported records stay).',
  }),
});

/** Posted to the log base URL (`logUrl`), not to the API. */
export const logEndpoints = group('log', {
  create: endpoint({
    method: 'POST',
    path: '/',
    server: 'log',
    auth: 'guest',
    input: LogEntry,
    status: 204,
    summary: 'Client error log entry (to `logUrl`, only when configured).',
  }),
});
