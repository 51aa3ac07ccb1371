import { serverMessages } from '../../src/api/contract/errors';
import { PermissionInput, permissionEndpoints } from '../../src/api/contract/permission';
import { collectionRoutes, type CollectionSpec } from '../collection';
import type { PermissionRow } from '../store';

export const permissionSpec: CollectionSpec<PermissionRow> = {
  table: 'permission',
  endpoints: permissionEndpoints,
  searchFields: ['title', 'code'],
  fields: ['title', 'code'],
  schema: PermissionInput,
  validate: (input, ctx, existing) => {
    const code = typeof input.code === 'string' ? input.code.trim() : undefined;
    if (code && ctx.org.tables.permission.find((p) => p.code === code && p.id !== existing?.id))
      return { code: [serverMessages.alreadyExists] };
  },
  build: (input, ctx) => ({
    title: String(input.title).trim(),
    code: String(input.code).trim(),
    created_at: ctx.nowIso,
    updated_at: ctx.nowIso,
  }),
  onDelete: (rows, ctx) => {
    const ids = new Set(rows.map((r) => r.id));
    for (const p of ctx.org.tables.profile.rows) p.permissions = p.permissions.filter((id) => !ids.has(id));
  },
};

export const permissionRoutes = collectionRoutes(permissionSpec);
