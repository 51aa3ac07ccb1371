import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { authTypeEndpoints, userEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { implement, type Route } from '../context';
import { json, notFound } from '../rules/errors';
import { historyJson } from '../rules/history';
import { listRows, parseListParams } from '../rules/paging';
import type { HistoryRow } from '../store';

function historyRoute(endpoint: AnyEndpoint, subject: HistoryRow['subject'], table: 'user' | 'authType'): Route {
  return implement(endpoint, (ctx) => {
    const id = ctx.params.id ?? '';
    if (!ctx.org.tables[table].get(id)) throw notFound();
    const rows = ctx.org.tables.history.where((h) => h.subject === subject && h.subject_id === id);
    const page = listRows(rows, parseListParams(ctx.query), {
      searchFields: ['event', 'field'],
      defaultSort: { field: 'created_at', order: 'desc' },
      filters: {
        created_from: (h, v) => h.created_at >= (v[0] ?? ''),
        created_to: (h, v) => h.created_at <= (v[0] ?? '\uffff'),
      },
    });
    return json({ items: page.items.map(historyJson), meta: page.meta });
  });
}

/** `GET /user/{id}/history` and `GET /auth-type/{id}/history` (page, page_size, filters event, created_from, created_to; newest first). */
export const historyRoutes: Route[] = [
  historyRoute(userEndpoints.history, 'user', 'user'),
  historyRoute(authTypeEndpoints.history, 'auth_type', 'authType'),
];
