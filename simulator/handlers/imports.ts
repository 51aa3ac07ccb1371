import { importEndpoints } from '../../src/api/contract/endpoints/serviceEndpoints';
import { serverMessages } from '../../src/api/contract/errors';
import { serverMessageText } from '../../src/api/contract/serverMessageText';
import type { Input } from '../collection';
import type { ImportSource } from '../../src/api/contract/importJob';
import { offeredSources } from '../rules/offered';
import { implement, type Route, type UserCtx } from '../context';
import { ErrorBag, json, noContent, notFound } from '../rules/errors';
import { listRows, parseListParams } from '../rules/paging';
import type { ImportRow } from '../store';
import { dataRowCount } from './importRun';

const importJson = (j: ImportRow) => ({
  id: j.id,
  resource: j.resource,
  status: j.status,
  filename: j.filename,
  skip_first_line: j.skip_first_line,
  mapping: j.mapping,
  total: j.status === 'uploading' ? dataRowCount(j) : j.total,
  imported: j.imported,
  errors: j.errors,
  created_at: j.created_at,
  finished_at: j.finished_at,
});

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

/** A job still receiving batches, or 404. */
function uploading(job: ImportRow | undefined): ImportRow {
  if (!job || job.status !== 'uploading') throw notFound();
  return job;
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
  /**
   * JSON `{ resource, filename, skip_first_line, mapping, rows }` opens an upload; later batches
   * `{ job_id, rows }` append to it. Nothing runs before `import.complete`.
   */
  implement(importEndpoints.create, async (ctx) => {
    const body = await ctx.body();
    const existing = body.job_id !== undefined ? ctx.org.tables.import.get(String(body.job_id)) : undefined;
    // A batch names its upload in the body: an unknown or finished one is a field error (422), not a 404.
    if (body.job_id !== undefined && existing?.status !== 'uploading')
      new ErrorBag().add('job_id', serverMessages.notFound).throwIfAny();
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
      status: 'uploading',
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
  /** `{ rows }`: every row sent; a count that differs from what arrived is refused and the upload stays unrun. */
  implement(importEndpoints.complete, async (ctx) => {
    const job = uploading(ctx.org.tables.import.get(ctx.params.id));
    const { rows } = await ctx.body<{ rows: number }>();
    if (rows !== job.rows.length)
      new ErrorBag()
        .add('rows', serverMessageText('importIncomplete', { received: job.rows.length, rows }))
        .throwIfAny();
    job.status = 'new';
    job.total = dataRowCount(job);
    job.touched_ms = ctx.now;
    return json(importJson(job));
  }),
  implement(importEndpoints.failedRows, (ctx) => {
    const job = ctx.org.tables.import.get(ctx.params.id);
    if (!job) throw notFound();
    const failed = [...new Set(job.errors.map((error) => error.row))].filter((row) => row > 0).sort((a, b) => a - b);
    return json({
      header: job.skip_first_line ? (job.rows[0] ?? null) : null,
      rows: failed.flatMap((row) => {
        const cells = job.rows[row - 1];
        return cells ? [{ row, cells }] : [];
      }),
    });
  }),
  implement(importEndpoints.delete, (ctx) => {
    if (!ctx.org.tables.import.remove(ctx.params.id ?? '')) throw notFound();
    return noContent();
  }),
];
