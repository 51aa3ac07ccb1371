import { serverMessages } from '../../src/api/contract/errors';
import { HookInput } from '../../src/api/contract/hook';
import { headerWithoutValue, keptHeaders } from '../../src/api/contract/rules/hookHeaders';
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
  // Header values are secrets the edit form does not show: an empty value keeps the stored one,
  // a new header needs a value (src/api/contract/rules/hookHeaders.ts).
  validate: (input, _ctx, existing) => {
    const headers = input.headers as Record<string, string> | undefined;
    if (headers && headerWithoutValue(existing?.headers, headers) !== undefined)
      return { headers: [serverMessages.required] };
  },
  patch: (row, input) => ({
    ...(input.method !== undefined ? { method: input.method as HookRow['method'] } : {}),
    ...(input.url !== undefined ? { url: String(input.url) } : {}),
    ...(input.headers !== undefined
      ? { headers: keptHeaders(row.headers, input.headers as Record<string, string>) }
      : {}),
  }),
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
