import { HookInput } from '../../src/api/contract/hook';
import { hookEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { collectionRoutes, type CollectionSpec } from '../collection';
import { addHistory } from '../rules/history';
import type { HookRow } from '../store';

const describe = (h: HookRow) => `${h.method} ${h.url}`;

export const hookSpec: CollectionSpec<HookRow> = {
  table: 'hook',
  endpoints: hookEndpoints,
  parent: { table: 'authType', key: 'auth_type_id' },
  searchFields: ['url', 'method'],
  fields: ['method', 'url', 'headers'],
  schema: HookInput,
  build: (input, ctx) => ({
    auth_type_id: ctx.params.parentId ?? '',
    method: input.method as HookRow['method'],
    url: String(input.url),
    headers: input.headers as Record<string, string>,
    created_at: ctx.nowIso,
    updated_at: ctx.nowIso,
  }),
  onCreate: (row, ctx) =>
    addHistory(ctx, 'auth_type', row.auth_type_id, 'hook_added', { field: 'hook', after: describe(row) }),
  onUpdate: (row, before, ctx) => {
    if (describe(row) === describe(before)) return;
    addHistory(ctx, 'auth_type', row.auth_type_id, 'hook_removed', { field: 'hook', before: describe(before) });
    addHistory(ctx, 'auth_type', row.auth_type_id, 'hook_added', { field: 'hook', after: describe(row) });
  },
  onDelete: (rows, ctx) => {
    for (const row of rows)
      addHistory(ctx, 'auth_type', row.auth_type_id, 'hook_removed', { field: 'hook', before: describe(row) });
  },
};

export const hookRoutes = collectionRoutes(hookSpec);
