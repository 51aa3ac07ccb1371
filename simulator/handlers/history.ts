import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { authTypeEndpoints, userEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { implement, type Route } from '../context';
import { json, notFound } from '../rules/errors';
import { historyJson } from '../rules/history';
import { listRows, parseListParams } from '../rules/paging';
import type { HistoryRow } from '../store';

function historyRoute(endpoint: AnyEndpoint, subject: HistoryRow['subject'], table: 'user' | 'authType'): Route {
  return implement(endpoint, (ctx) => {
    const id = ctx.params.parentId ?? '';
    if (!ctx.org.tables[table].get(id)) throw notFound();
    const rows = ctx.org.tables.history.where((h) => h.subject === subject && h.subject_id === id);
    // Filters: event (equality), created_at_from and created_at_to (the paging rules' date ranges).
    const page = listRows(rows, parseListParams(ctx.query), {
      searchFields: ['event', 'field'],
      defaultSort: { field: 'created_at', order: 'desc' },
    });
    return json({ items: page.items.map(historyJson), meta: page.meta });
  });
}

/** `GET /user/{id}/history` and `GET /auth-type/{id}/history` (paged 10 by default, sortable by date or event; filters event, created_at_from, created_at_to; newest first). */
export const historyRoutes: Route[] = [
  historyRoute(userEndpoints.history, 'user', 'user'),
  historyRoute(authTypeEndpoints.history, 'auth_type', 'authType'),
];
