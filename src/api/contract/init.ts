import { z } from 'zod/mini';
import { PasswordConfig } from './passwordConfig';

/** `GET /init/user` and `GET /init/guest`. */
export const InitData = z.object({
  version: z.string(),
  auth: z.looseObject({ signed_in: z.boolean(), sign_in_mode: z.optional(z.enum(['simple', 'email'])) }),
  password_config: PasswordConfig,
  types: z.array(z.string()),
  jwt_algorithms: z.array(z.string()),
  social_providers: z.array(z.string()),
  sources: z.array(z.string()),
  /** The demo organization's data reset, and the shared account its visitors sign in with. */
  demo: z.optional(
    z.nullable(
      z.object({
        next_reset_at: z.string(),
        reset_hours: z.number(),
        account: z.optional(z.object({ login: z.string(), password: z.string() })),
      }),
    ),
  ),
  /** Sign-up flags and the price the sign-up charges (the payment provider's token must be for this amount). */
  signup: z.optional(
    z.object({
      enabled: z.boolean(),
      active: z.boolean(),
      price: z.object({ amount_cents: z.number().check(z.int(), z.nonnegative()), currency: z.literal('USD') }),
    }),
  ),
});
export type InitData = z.infer<typeof InitData>;
