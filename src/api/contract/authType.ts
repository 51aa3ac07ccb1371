import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { DateTime, Id } from './common';
import { PasswordConfig } from './passwordConfig';
import {
  headerName,
  httpUrl,
  identifier,
  oneOf,
  requiredText,
  text,
  textLimits,
  wholeNumber,
} from './rules/fieldRules';

/** The signing algorithms of jwt types (served as `jwt_algorithms` in the init data). */
export const jwtAlgorithms = [
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'ES256',
  'ES384',
  'ES512',
  'PS256',
] as const;

/**
 * A token lifetime in minutes: a whole number, more than 0 (the lifetime rules report it,
 * authTypeLifetimeBreaks.ts), at most a year.
 */
const lifetime = () => z.optional(z.nullable(z.number().check(z.int(), z.positive(), z.maximum(525_600))));
/** An optional detail: left out, null, or empty (the kind's default), else `schema`'s. */
const optional = <S extends $ZodType>(schema: S) => z.optional(z.nullable(z.union([schema, z.literal('')])));

export const authKinds = ['basic', 'jwt', 'key', 'social'] as const;
export const AuthKind = z.enum(authKinds);
export type AuthKind = z.infer<typeof AuthKind>;

/** Where a key type reads its key: an HTTP header or a GET parameter. */
export const KeySection = z.enum(['header', 'query']);

// The password rules travel with the init data too (init.ts): their own module keeps the first
// screen from building every authentication-type schema.
export { PasswordConfig, defaultPasswordConfig } from './passwordConfig';

const nullableText = () => z.optional(z.nullable(z.string()));
export const AuthTypeDetails = z.object({
  prefix: nullableText(),
  header: nullableText(),
  access_token_lifetime_min: z.optional(z.nullable(z.number())),
  access_token_header: nullableText(),
  access_token_prefix: nullableText(),
  refresh_token_lifetime_min: z.optional(z.nullable(z.number())),
  refresh_token_enabled: z.optional(z.nullable(z.boolean())),
  refresh_token_header: nullableText(),
  refresh_token_prefix: nullableText(),
  redirect_uri: nullableText(),
  providers: z.optional(z.nullable(z.array(z.string()))),
  section: z.optional(z.nullable(KeySection)),
  key: nullableText(),
  algorithm: nullableText(),
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
  title: identifier(),
  projects: z.array(z.string()),
  prefix: optional(text(textLimits.name)),
  header: optional(headerName()),
  access_token_lifetime_min: lifetime(),
  access_token_header: optional(headerName()),
  access_token_prefix: optional(text(textLimits.name)),
  refresh_token_lifetime_min: lifetime(),
  refresh_token_header: optional(headerName()),
  refresh_token_prefix: optional(text(textLimits.name)),
  redirect_uri: optional(httpUrl()),
  key: optional(text(textLimits.name)),
  algorithm: optional(oneOf(jwtAlgorithms)),
  secret_key: z.optional(z.nullable(text(textLimits.key))),
  public_key: z.optional(z.nullable(text(textLimits.key))),
  private_key: z.optional(z.nullable(text(textLimits.key))),
});
export type AuthTypeInput = z.infer<typeof AuthTypeInput>;

/** A signing credential: required text, as long as a PEM key of RSA 8192 at most. */
const signingKey = () => requiredText(textLimits.key);
/** The credentials of an HS algorithm: its secret key. */
export const SecretKeyCredentials = z.strictObject({ secret_key: signingKey() });
/** The credentials of an RS, PS or ES algorithm: its key pair, PEM. */
export const KeyPairCredentials = z.strictObject({ public_key: signingKey(), private_key: signingKey() });

/**
 * `PATCH /auth-type/{id}/credentials`, for jwt and social types (a basic or key type has none: 400):
 * the credentials the type's algorithm signs with, exactly one of the two shapes (SPEC §7) — the
 * secret key for an HS algorithm, else the key pair. Which one the stored algorithm takes, and
 * whether the keys fit it, is the call's own rule (signingKeyBreaks.ts: 422 on the field).
 */
export const AuthTypeCredentialsInput = z.xor([SecretKeyCredentials, KeyPairCredentials]);

/** `PATCH /auth-type/{id}/password-config`: any of the rules. */
export const PasswordConfigInput = z.strictObject({
  min_length: z.optional(wholeNumber(1, 128)),
  extra_characters: z.optional(text(textLimits.name)),
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
