import { mySessionEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { implement, type Ctx, type Route, type UserCtx } from '../context';
import { json, noContent, notFound } from '../rules/errors';
import { addHistory } from '../rules/history';
import { listRows, parseListParams } from '../rules/paging';
import type { SessionRow } from '../store';
import { sessionJson } from './sessions';

const mine = (ctx: Ctx) => ctx.org.tables.session.where((s) => s.user_id === (ctx as UserCtx).user.id);

function revoke(ctx: Ctx, rows: SessionRow[]): number {
  const ids = new Set(rows.map((r) => r.id));
  const removed = ctx.org.tables.session.removeWhere((s) => ids.has(s.id));
  for (const s of removed) addHistory(ctx, 'user', s.user_id, 'signed_out_manually', { before: s.agent });
  return removed.length;
}

/** The signed-in user's sessions (`current: true` marks the caller's); revoking the current one ends it. */
export const mySessionRoutes: Route[] = [
  implement(mySessionEndpoints.list, (ctx) => {
    const page = listRows(mine(ctx), parseListParams(ctx.query, 100), {
      searchFields: ['agent', 'ip'],
      defaultSort: { field: 'created_at', order: 'desc' },
    });
    return json({ items: page.items.map((s) => sessionJson(s, ctx)), meta: page.meta });
  }),
  implement(mySessionEndpoints.deleteMany, (ctx) => {
    const ids = ctx.query.getAll('ids').flatMap((v) => v.split(','));
    const rows = mine(ctx).filter((s) => (ids.length ? ids.includes(s.id) : s.id !== ctx.session?.id));
    return json({ deleted: revoke(ctx, rows) });
  }),
  implement(mySessionEndpoints.delete, (ctx) => {
    const row = mine(ctx).find((s) => s.id === ctx.params.id);
    if (!row) throw notFound();
    revoke(ctx, [row]);
    return noContent();
  }),
];
