import { z } from 'zod/mini';
import { DateTime, Id } from './common';
import { email, identifier, text, textLimits } from './rules/fieldRules';

/** `GET /internal-user/me`. */
export const CurrentUser = z.object({
  id: Id,
  name: z.nullable(z.string()),
  username: z.nullable(z.string()),
  email: z.nullable(z.string()),
  organization: z.object({ name: z.string(), domain: z.string() }),
  linked_providers: z.optional(z.array(z.string())),
  has_password: z.optional(z.boolean()),
  demo: z.optional(z.boolean()),
  /** The version a profile change names in `If-Match` (precondition.ts). */
  updated_at: z.optional(DateTime),
  /** Whether the user may administer the organization (docs/decisions/0022). */
  admin: z.optional(z.boolean()),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const ProfileChangeInput = z.strictObject({
  name: identifier(),
  email: z.optional(email()),
  username: z.optional(identifier()),
});
export const PasswordChangeInput = z.strictObject({
  current_password: text(),
  password: text(),
  repeat: text(),
});
/** `POST /internal-user/me/password-login`. */
export const PasswordLoginInput = z.strictObject({
  username: z.optional(identifier()),
  password: text(),
  repeat: z.optional(text()),
});
/** `POST /internal-user/me/social/{provider}`: the access token the provider issued on its round trip. */
export const SocialLinkInput = z.strictObject({ access_token: z.string().check(z.minLength(1)) });
/** Social sign completion `POST /internal-user/me` (guest). */
export const SocialSignInInput = z.strictObject({
  access_token: z.string().check(z.minLength(1)),
  auth_type_id: z.union([z.string(), z.number()]),
  device: z.optional(z.string()),
});

export const Organization = z.object({
  name: z.string(),
  domain: z.string(),
  /** The version a change names in `If-Match` (precondition.ts). */
  updated_at: z.optional(DateTime),
});
export type Organization = z.infer<typeof Organization>;

export const ApiKey = z.object({
  id: Id,
  name: z.string(),
  note: z.nullable(z.string()),
  key: z.optional(z.string()), // present only in the create / regenerate response
  created_at: DateTime,
  updated_at: DateTime,
});
export type ApiKey = z.infer<typeof ApiKey>;
export const ApiKeyInput = z.strictObject({ note: z.optional(z.nullable(text(textLimits.note))) });
/** Create / regenerate answer `{ data: ApiKey & { key } }`. */
export const ApiKeyWithSecret = z.object({ data: z.extend(ApiKey, { key: z.string() }) });
