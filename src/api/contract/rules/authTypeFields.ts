import type { AuthKind, AuthTypeDetails } from '../authType';

type DetailField = keyof AuthTypeDetails;

/** Fields of the types that issue tokens (jwt, social). */
const tokenFields = [
  'prefix',
  'header',
  'access_token_lifetime_min',
  'access_token_header',
  'access_token_prefix',
  'refresh_token_enabled',
  'refresh_token_lifetime_min',
  'refresh_token_header',
  'refresh_token_prefix',
  'algorithm',
] as const satisfies readonly DetailField[];

/**
 * The detail fields each kind of authentication type has (SPEC §3); the others are cleared on a
 * type change (form) and dropped from a create/update body (API).
 */
export const authTypeFields: Record<AuthKind, readonly DetailField[]> = {
  basic: ['prefix', 'header'],
  key: ['section', 'key', 'prefix'],
  jwt: tokenFields,
  social: [...tokenFields, 'redirect_uri', 'providers'],
};

/** Every kind's detail fields, once each. */
export const allAuthTypeFields: readonly DetailField[] = [...new Set(Object.values(authTypeFields).flat())];

/** The signing credentials of the kinds that issue tokens, given on create only (not details). */
export const authTypeCredentialFields = ['secret_key', 'public_key', 'private_key'] as const;

/** Whether a kind issues tokens (jwt, social): lifetimes, an algorithm and signing credentials. */
export const issuesTokens = (kind: unknown): boolean =>
  authTypeFields[kind as AuthKind]?.includes('algorithm') ?? false;

/**
 * The defaults of a kind (SPEC §4): basic gets prefix Basic; key gets section header; jwt and social
 * get prefix Bearer and header Authorization, algorithm HS256, refresh off, and lifetimes of 15 min
 * (access; short, as Keycloak's 5 and Logto's 60 min) and 1440 min, one day (refresh, used once
 * refresh is enabled); social no providers.
 * The form fills them on a type change; the API stores them for fields a create omits (the
 * simulator adds a few of its own on top, see `defaultDetails` there). Unknown kind → none.
 */
export function authTypeDefaults(kind: unknown): AuthTypeDetails {
  switch (kind) {
    case 'basic':
      return { prefix: 'Basic' };
    case 'key':
      return { section: 'header' };
    case 'jwt':
      return {
        prefix: 'Bearer',
        header: 'Authorization',
        algorithm: 'HS256',
        access_token_lifetime_min: 15,
        refresh_token_enabled: false,
        refresh_token_lifetime_min: 1440,
      };
    case 'social':
      return { ...authTypeDefaults('jwt'), providers: [] };
    default:
      return {};
  }
}
