import { z } from 'zod/mini';
import { DateTime, Id } from './common';
import { headerName, headerValue, httpUrl } from './rules/fieldRules';

export const hookMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const Hook = z.object({
  id: Id,
  auth_type_id: Id,
  method: z.enum(hookMethods),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  created_at: z.optional(DateTime),
  updated_at: z.optional(DateTime),
});
export type Hook = z.infer<typeof Hook>;

export const HookInput = z.object({
  method: z.enum(hookMethods),
  /** An absolute http(s) URL: the service calls it, so no other scheme (the form's rule too). */
  url: httpUrl(),
  /**
   * Header name → value; `{}` for none. On update an empty value keeps the stored one
   * (`rules/hookHeaders.ts`), so a secret is rotated by typing only the new value.
   */
  headers: z.record(headerName(), headerValue()),
});
