import { z } from 'zod/mini';
import { DateTime, Id } from './common';
import { PasswordConfig } from './passwordConfig';

export const authKinds = ['basic', 'jwt', 'key', 'social'] as const;
export const AuthKind = z.enum(authKinds);
export type AuthKind = z.infer<typeof AuthKind>;

/** Where a key type reads its key: an HTTP header or a GET parameter. */
export const KeySection = z.enum(['header', 'query']);

// The password rules travel with the init data too (init.ts): their own module keeps the first
// screen from building every authentication-type schema.
export { PasswordConfig, defaultPasswordConfig } from './passwordConfig';

const text = () => z.optional(z.nullable(z.string()));
export const AuthTypeDetails = z.object({
  prefix: text(),
  header: text(),
  access_token_lifetime_min: z.optional(z.nullable(z.number())),
  access_token_header: text(),
  access_token_prefix: text(),
  refresh_token_lifetime_min: z.optional(z.nullable(z.number())),
  refresh_token_enabled: z.optional(z.nullable(z.boolean())),
  refresh_token_header: text(),
  refresh_token_prefix: text(),
  redirect_uri: text(),
  providers: z.optional(z.nullable(z.array(z.string()))),
  section: z.optional(z.nullable(KeySection)),
  key: text(),
  algorithm: text(),
});
export type AuthTypeDetails = z.infer<typeof AuthTypeDetails>;

export const AuthType = z.object({
  id: Id,
  title: z.string(),
  type: AuthKind,
  projects: z.array(Id),
  details: AuthTypeDetails,
  created_at: DateTime,
  password_config: z.optional(z.nullable(PasswordConfig)),
  priority: z.optional(z.number()),
  /** Whether signing credentials (a secret key or a key pair) are set; never the keys themselves. */
  has_credentials: z.optional(z.boolean()),
  /** When the signing credentials were last set (on create or through the credentials call); null: never. */
  credentials_updated_at: z.optional(z.nullable(DateTime)),
  /** The version a write names in `If-Match` (precondition.ts). */
  updated_at: z.optional(DateTime),
});
export type AuthType = z.infer<typeof AuthType>;

/** Body of `POST /auth-type/{type}` and `PUT /auth-type/{type}/{id}`: title, projects and the type's fields, flat. */
export const AuthTypeInput = z.extend(AuthTypeDetails, {
  title: z.string().check(z.minLength(1)),
  projects: z.array(z.string()),
  secret_key: z.optional(z.string()),
  public_key: z.optional(z.string()),
  private_key: z.optional(z.string()),
});
export type AuthTypeInput = z.infer<typeof AuthTypeInput>;

/** `PATCH /auth-type/{id}/credentials`. */
export const AuthTypeCredentialsInput = z.strictObject({
  secret_key: z.optional(z.string()),
  public_key: z.optional(z.string()),
  private_key: z.optional(z.string()),
});

/** `PATCH /auth-type/{id}/password-config`: any of the rules. */
export const PasswordConfigInput = z.strictObject({
  min_length: z.optional(z.number()),
  extra_characters: z.optional(z.string()),
  is_number_required: z.optional(z.boolean()),
  is_upper_required: z.optional(z.boolean()),
  is_lower_required: z.optional(z.boolean()),
});

/**
 * `POST /auth-type/priorities`: ids in their new order, first = highest priority; `previous`, the
 * same ids in the order the client saw (a different stored order since: 412, the order changed elsewhere).
 */
export const PrioritiesInput = z.strictObject({
  ids: z.array(z.string()),
  previous: z.optional(z.array(z.string())),
});

/** `GET /auth-type/{id}/social-links`. */
export const SocialLink = z.object({ provider: z.string(), url: z.string() });
export const SocialLinks = z.object({ items: z.array(SocialLink) });
