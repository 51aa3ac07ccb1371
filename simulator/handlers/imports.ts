import { importEndpoints } from '../../src/api/contract/endpoints/serviceEndpoints';
import { serverMessages } from '../../src/api/contract/errors';
import { iso } from '../clock';
import { createRow, type CollectionSpec, type Input } from '../collection';
import type { ImportSource } from '../../src/api/contract/importJob';
import { offeredSources } from '../rules/offered';
import { implement, type Ctx, type Route, type SimState, type UserCtx } from '../context';
import { ApiError, ErrorBag, json, noContent, notFound } from '../rules/errors';
import { listRows, parseListParams } from '../rules/paging';
import { parseUserAgent } from '../rules/userAgent';
import type { ImportRow, OrgData, Row } from '../store';
import { permissionSpec } from './permission';
import { projectSpec } from './project';
import { userSpec } from './user';

/** new → processing after this long, processing → success|fail after PROCESS_MS (simulator clock). */
export const IMPORT_START_MS = 500;
export const IMPORT_PROCESS_MS = 1500;

const specs: Record<ImportSource, CollectionSpec<Row>> = {
  project: projectSpec as unknown as CollectionSpec<Row>,
  permission: permissionSpec as unknown as CollectionSpec<Row>,
  user: userSpec as unknown as CollectionSpec<Row>,
};

const importJson = (j: ImportRow) => ({
  id: j.id,
  resource: j.resource,
  status: j.status,
  filename: j.filename,
  skip_first_line: j.skip_first_line,
  mapping: j.mapping,
  total: j.total,
  imported: j.imported,
  errors: j.errors,
  created_at: j.created_at,
  finished_at: j.finished_at,
});

function columnIndex(job: ImportRow, column: string): number {
  const header = job.skip_first_line ? job.rows[0] : undefined;
  const named = header?.indexOf(column) ?? -1;
  return named >= 0 ? named : /^\d+$/.test(column) ? Number(column) : -1;
}

/** Creates the records of a job through the resource's collection rules. */
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
  job.status = job.imported > 0 ? 'success' : 'fail';
  job.finished_at = iso(now);
}

/** Moves jobs along with the clock (called before every request). */
export function progressImports(state: SimState, org: OrgData, now: number): void {
  for (const job of org.tables.import.rows) {
    if (job.status === 'new' && now - job.touched_ms >= IMPORT_START_MS) job.status = 'processing';
    if (job.status === 'processing' && now - job.touched_ms >= IMPORT_PROCESS_MS) runImport(state, org, job, now);
  }
}

function validateImport(body: Input, appending: boolean, sources: readonly ImportSource[]): void {
  const bag = new ErrorBag();
  if (!appending && typeof body.resource !== 'string') bag.add('resource', serverMessages.required);
  else if (!appending && !sources.includes(body.resource as ImportSource))
    bag.add('resource', serverMessages.notOffered);
  if (!appending && (!body.mapping || typeof body.mapping !== 'object' || Object.keys(body.mapping).length === 0))
    bag.add('mapping', serverMessages.required);
  if (!Array.isArray(body.rows) || body.rows.some((r) => !Array.isArray(r))) bag.add('rows', serverMessages.required);
  bag.throwIfAny();
}

export const importRoutes: Route[] = [
  implement(importEndpoints.list, (ctx) => {
    const page = listRows(ctx.org.tables.import.rows, parseListParams(ctx.query), {
      searchFields: ['filename', 'resource'],
      defaultSort: { field: 'created_at', order: 'desc' },
      filters: {
        created_from: (j, v) => j.created_at >= (v[0] ?? ''),
        created_to: (j, v) => j.created_at <= (v[0] ?? '\uffff'),
      },
    });
    return json({ items: page.items.map(importJson), meta: page.meta });
  }),
  implement(importEndpoints.get, (ctx) => {
    const job = ctx.org.tables.import.get(ctx.params.id);
    if (!job) throw notFound();
    return json(importJson(job));
  }),
  /** JSON `{ resource, filename, skip_first_line, mapping, rows }`; later batches `{ job_id, rows }` append to a job still `new`. */
  implement(importEndpoints.create, async (ctx) => {
    const body = await ctx.body();
    const existing = body.job_id !== undefined ? ctx.org.tables.import.get(String(body.job_id)) : undefined;
    if (body.job_id !== undefined && (!existing || existing.status !== 'new')) throw notFound();
    validateImport(body, Boolean(existing), offeredSources(ctx.state.store));
    const rows = (body.rows as unknown[][]).map((r) => r.map((c) => (c === null || c === undefined ? '' : String(c))));
    if (existing) {
      existing.rows.push(...rows);
      existing.touched_ms = ctx.now;
      return json(importJson(existing));
    }
    const job = ctx.org.tables.import.insert({
      user_id: (ctx as UserCtx).user.id,
      resource: String(body.resource),
      status: 'new',
      filename: typeof body.filename === 'string' ? body.filename : null,
      skip_first_line: body.skip_first_line === true,
      mapping: Object.fromEntries(Object.entries(body.mapping as object).map(([k, v]) => [k, String(v)])),
      rows,
      total: 0,
      imported: 0,
      errors: [],
      finished_at: null,
      touched_ms: ctx.now,
      created_at: ctx.nowIso,
      updated_at: ctx.nowIso,
    });
    return json(importJson(job), 201);
  }),
  implement(importEndpoints.delete, (ctx) => {
    if (!ctx.org.tables.import.remove(ctx.params.id ?? '')) throw notFound();
    return noContent();
  }),
];
