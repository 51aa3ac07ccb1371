import { z } from 'zod/mini';
import { DateTime, Id } from './common';

export const Permission = z.object({ id: Id, title: z.string(), code: z.string(), created_at: DateTime });
export type Permission = z.infer<typeof Permission>;

export const PermissionInput = z.object({
  title: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
});
export type PermissionInput = z.infer<typeof PermissionInput>;
