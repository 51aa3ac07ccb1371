import { apiKeyEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { checkVersion, nextVersion } from '../rules/precondition';
import { implement, type Ctx, type Route, type UserCtx } from '../context';
import { json, noContent, notFound } from '../rules/errors';
import { listRows, parseListParams } from '../rules/paging';
import { randomToken } from '../prng';
import type { ApiKeyRow } from '../store';

/** The key itself is only in the create / regenerate answers (`{ data }`). */
export const apiKeyJson = (k: ApiKeyRow) => ({
  id: k.id,
  name: k.name,
  note: k.note,
  created_at: k.created_at,
  updated_at: k.updated_at,
});

const own = (ctx: Ctx): ApiKeyRow => {
  const key = ctx.org.tables.apiKey.find((k) => k.id === ctx.params.id && k.user_id === (ctx as UserCtx).user.id);
  if (!key) throw notFound();
  return key;
};
const note = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

export const apiKeyRoutes: Route[] = [
  implement(apiKeyEndpoints.list, (ctx) => {
    const rows = ctx.org.tables.apiKey.where((k) => k.user_id === (ctx as UserCtx).user.id);
    const page = listRows(rows, parseListParams(ctx.query), { searchFields: ['name', 'note'] });
    return json({ items: page.items.map(apiKeyJson), meta: page.meta });
  }),
  implement(apiKeyEndpoints.get, (ctx) => json(apiKeyJson(own(ctx)))),
  implement(apiKeyEndpoints.create, async (ctx) => {
    const body = await ctx.body();
    const table = ctx.org.tables.apiKey;
    const row = table.insert({
      user_id: (ctx as UserCtx).user.id,
      name: typeof body.name === 'string' && body.name.trim() ? body.name.trim() : `API key ${table.rows.length + 1}`,
      note: note(body.note),
      key: randomToken('ak_'),
      created_at: ctx.nowIso,
      updated_at: ctx.nowIso,
    });
    return json({ data: { ...apiKeyJson(row), key: row.key } }, 201);
  }),
  implement(apiKeyEndpoints.update, async (ctx) => {
    const row = own(ctx);
    checkVersion(ctx, row, () => apiKeyJson(row));
    const body = await ctx.body();
    if ('note' in body) row.note = note(body.note);
    if (typeof body.name === 'string' && body.name.trim()) row.name = body.name.trim();
    row.updated_at = nextVersion(ctx, row);
    return json(apiKeyJson(row));
  }),
  implement(apiKeyEndpoints.regenerate, (ctx) => {
    const row = own(ctx);
    Object.assign(row, { key: randomToken('ak_'), updated_at: nextVersion(ctx, row) });
    return json({ data: { ...apiKeyJson(row), key: row.key } });
  }),
  implement(apiKeyEndpoints.delete, (ctx) => {
    ctx.org.tables.apiKey.remove(own(ctx).id);
    return noContent();
  }),
];
