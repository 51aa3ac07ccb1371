import { HookInput } from '../../src/api/contract/hook';
import { collectionRoutes, type CollectionSpec } from '../collection';
import { addHistory } from '../rules/history';
import type { HookRow } from '../store';

/** Headers may come as an object or as JSON text (empty → {}). */
function normalizeHeaders(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const describe = (h: HookRow) => `${h.method} ${h.url}`;

export const hookSpec: CollectionSpec<HookRow> = {
  table: 'hook',
  path: '/auth-type/:parentId/hooks',
  parent: { table: 'authType', key: 'auth_type_id' },
  searchFields: ['url', 'method'],
  fields: ['method', 'url', 'headers'],
  normalize: (input, _ctx, existing) => ({
    ...input,
    ...('headers' in input || !existing ? { headers: normalizeHeaders(input.headers) } : {}),
    ...(typeof input.method === 'string' ? { method: input.method.toUpperCase() } : {}),
  }),
  schema: HookInput,
  build: (input, ctx) => ({
    auth_type_id: ctx.params.parentId ?? '',
    method: input.method as HookRow['method'],
    url: String(input.url),
    headers: input.headers as Record<string, string>,
    created_at: ctx.nowIso,
    updated_at: ctx.nowIso,
  }),
  onCreate: (row, ctx) => addHistory(ctx, 'auth_type', row.auth_type_id, 'hook_added', { field: 'hook', after: describe(row) }),
  onUpdate: (row, before, ctx) => {
    if (describe(row) === describe(before)) return;
    addHistory(ctx, 'auth_type', row.auth_type_id, 'hook_removed', { field: 'hook', before: describe(before) });
    addHistory(ctx, 'auth_type', row.auth_type_id, 'hook_added', { field: 'hook', after: describe(row) });
  },
  onDelete: (rows, ctx) => {
    for (const row of rows) addHistory(ctx, 'auth_type', row.auth_type_id, 'hook_removed', { field: 'hook', before: describe(row) });
  },
};

export const hookRoutes = collectionRoutes(hookSpec);
