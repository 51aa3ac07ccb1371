import { z } from 'zod/mini';
import { Id } from './common';

/** `POST /internal-auth/token-create` body: `username` is the e-mail unless simple sign-in mode is on. */
export const TokenCreateInput = z.strictObject({
  username: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});

/** Response of token-create, token-refresh and social sign completion. */
export const TokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.nullable(z.string()),
  expires_in: z.number().check(z.int(), z.positive()), // seconds
  auth_type_id: Id,
});
export type TokenResponse = z.infer<typeof TokenResponse>;

/** `GET /internal-auth/methods`: login methods offered on the sign-in page. */
export const AuthMethod = z.object({
  auth_type_id: Id,
  type: z.string(),
  title: z.string(),
  provider: z.optional(z.nullable(z.string())),
  url: z.optional(z.nullable(z.string())),
});
export const AuthMethods = z.object({ items: z.array(AuthMethod) });
