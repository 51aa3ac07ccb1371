import { z } from 'zod/mini';
import { collectionEndpoints } from './collectionEndpoints';
import { DateTime, Id } from './common';
import { dateRange, strict } from './endpoint';
import { identifier } from './rules/fieldRules';

export const Permission = z.object({
  id: Id,
  title: z.string(),
  code: z.string(),
  created_at: DateTime,
  updated_at: z.optional(DateTime),
});
export type Permission = z.infer<typeof Permission>;

export const PermissionInput = z.object({
  title: identifier(),
  code: identifier(),
});
export type PermissionInput = z.infer<typeof PermissionInput>;

/** The permissions' REST collection (SPEC §2). */
export const permissionEndpoints = collectionEndpoints({
  resource: 'permission',
  base: '/permission',
  label: 'permissions',
  item: Permission,
  input: strict(PermissionInput),
  filters: {
    // Permissions whose code is one of these (exact): the import's lookup of taken values.
    code: z.optional(z.array(z.string())),
    ...dateRange('created_at'),
  },
});
