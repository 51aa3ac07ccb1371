import { z } from 'zod';
import { DateTime, Id } from './common';

/** `GET /internal-user/me`. */
export const CurrentUser = z.object({
  id: Id,
  name: z.string().nullable(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  organization: z.object({ name: z.string(), domain: z.string() }),
  linked_providers: z.array(z.string()).optional(),
  has_password: z.boolean().optional(),
  demo: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const ProfileChangeInput = z.object({ name: z.string().min(1), email: z.email().optional(), username: z.string().optional() });
export const PasswordChangeInput = z.object({ current_password: z.string(), password: z.string(), repeat: z.string() });

export const Organization = z.object({ name: z.string(), domain: z.string() });
export type Organization = z.infer<typeof Organization>;

export const ApiKey = z.object({
  id: Id,
  name: z.string(),
  note: z.string().nullable(),
  key: z.string().optional(), // present only in the create / regenerate response
  created_at: DateTime,
  updated_at: DateTime,
});
export type ApiKey = z.infer<typeof ApiKey>;
export const ApiKeyInput = z.object({ note: z.string().nullable().optional() });
/** Create / regenerate answer `{ data: ApiKey & { key } }`. */
export const ApiKeyWithSecret = z.object({ data: ApiKey.extend({ key: z.string() }) });
