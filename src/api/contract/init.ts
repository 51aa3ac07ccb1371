import { z } from 'zod';
import { PasswordConfig } from './authType';

/** `GET /init/user` and `GET /init/guest`. */
export const InitData = z.object({
  version: z.string(),
  auth: z.object({ signed_in: z.boolean(), sign_in_mode: z.enum(['simple', 'email']).optional() }).passthrough(),
  password_config: PasswordConfig,
  types: z.array(z.string()),
  jwt_algorithms: z.array(z.string()),
  social_providers: z.array(z.string()),
  sources: z.array(z.string()),
  demo: z.object({ next_reset_at: z.string(), reset_hours: z.number() }).nullable().optional(),
  signup: z.object({ enabled: z.boolean(), active: z.boolean() }).optional(),
});
export type InitData = z.infer<typeof InitData>;
