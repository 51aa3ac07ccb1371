import { z } from 'zod/mini';
import { collectionEndpoints } from './collectionEndpoints';
import { DateTime, Id } from './common';
import { dateRange, strict } from './endpoint';
import { identifier } from './rules/fieldRules';

export const Permission = z.object({ id: Id, title: z.string(), code: z.string(), created_at: DateTime });
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
  filters: dateRange('created_at'),
});
