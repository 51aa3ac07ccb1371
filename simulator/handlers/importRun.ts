import { serverMessages } from '../../src/api/contract/errors';
import { iso } from '../clock';
import { createRow, type CollectionSpec, type Input } from '../collection';
import type { ImportSource } from '../../src/api/contract/importJob';
import type { Ctx, SimState } from '../context';
import { ApiError } from '../rules/errors';
import { parseUserAgent } from '../rules/userAgent';
import type { ImportRow, OrgData, Row } from '../store';
import { permissionSpec } from './permission';
import { projectSpec } from './project';
import { userSpec } from './user';

/** A completed upload waits this long before it runs, then runs PROCESS_MS (simulator clock). */
export const IMPORT_START_MS = 500;
export const IMPORT_PROCESS_MS = 1500;
/** An upload without its completion call for this long is given up: it fails, nothing imported. */
export const IMPORT_ABANDON_MS = 10 * 60 * 1000;

const specs: Record<ImportSource, CollectionSpec<Row>> = {
  project: projectSpec as unknown as CollectionSpec<Row>,
  permission: permissionSpec as unknown as CollectionSpec<Row>,
  user: userSpec as unknown as CollectionSpec<Row>,
};

/** Data rows of a job (its rows without the skipped header line). */
export const dataRowCount = (job: ImportRow) => Math.max(0, job.rows.length - (job.skip_first_line ? 1 : 0));

function columnIndex(job: ImportRow, column: string): number {
  const header = job.skip_first_line ? job.rows[0] : undefined;
  const named = header?.indexOf(column) ?? -1;
  return named >= 0 ? named : /^\d+$/.test(column) ? Number(column) : -1;
}

/**
 * Creates the records of a job through the resource's collection rules: `success` when every row
 * was created, `partial` when some were, `fail` when none was.
 */
function runImport(state: SimState, org: OrgData, job: ImportRow, now: number): void {
  const spec = specs[job.resource as keyof typeof specs];
  const ctx: Ctx = {
    state,
    org,
    now,
    nowIso: iso(now),
    request: new Request('http://simulator.local/import'),
    url: new URL('http://simulator.local/import'),
    path: '/import',
    params: {},
    query: new URLSearchParams(),
    session: null,
    user: org.tables.user.get(job.user_id) ?? null,
    ua: parseUserAgent('CSV import'),
    body: () => Promise.resolve({} as never),
  };
  const dataRows = job.skip_first_line ? job.rows.slice(1) : job.rows;
  job.total = dataRows.length;
  if (!spec || dataRows.length === 0)
    job.errors.push({ row: 0, column: null, message: spec ? 'The file contains no rows' : serverMessages.notFound });
  dataRows.forEach((cells, index) => {
    const input: Input = {};
    for (const [field, column] of Object.entries(job.mapping)) {
      const value = cells[columnIndex(job, column)]?.trim();
      if (value) input[field] = value; // empty CSV values are ignored
    }
    try {
      if (spec) createRow(spec, input, ctx);
      job.imported += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = (error.body as { errors?: { json?: Record<string, string[]> } }).errors?.json ?? {
        _: [error.message],
      };
      for (const [field, messages] of Object.entries(fields))
        for (const message of messages)
          job.errors.push({
            row: index + 1 + (job.skip_first_line ? 1 : 0),
            column: job.mapping[field] ?? null,
            message,
          });
    }
  });
  job.status = job.imported === 0 ? 'fail' : job.imported < job.total ? 'partial' : 'success';
  job.finished_at = iso(now);
}

/** Gives up an upload whose completion call never came: nothing of it is imported. */
function abandon(job: ImportRow, now: number): void {
  job.status = 'fail';
  job.rows = [];
  job.errors = [{ row: 0, column: null, message: serverMessages.importNotCompleted }];
  job.finished_at = iso(now);
}

/** Moves jobs along with the clock (called before every request). */
export function progressImports(state: SimState, org: OrgData, now: number): void {
  for (const job of org.tables.import.rows) {
    if (job.status === 'uploading' && now - job.touched_ms >= IMPORT_ABANDON_MS) abandon(job, now);
    if (job.status === 'new' && now - job.touched_ms >= IMPORT_START_MS) job.status = 'processing';
    if (job.status === 'processing' && now - job.touched_ms >= IMPORT_PROCESS_MS) runImport(state, org, job, now);
  }
}
