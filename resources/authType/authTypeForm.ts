import { z } from 'zod/mini';
import { AuthKind, type AuthKind as Kind } from '../../src/api/contract/authType';
import { messageWithArgs } from '../../src/framework/resource/messageWithArgs';

/** Fields of the authentication type form that belong to one or more types (SPEC §3). */
const tokenFields = [
  'prefix',
  'header',
  'algorithm',
  'access_token_lifetime_min',
  'access_token_header',
  'access_token_prefix',
  'refresh_token_enabled',
  'refresh_token_lifetime_min',
  'refresh_token_header',
  'refresh_token_prefix',
  'secret_key',
  'public_key',
  'private_key',
] as const;

export const fieldsOfType: Record<Kind, readonly string[]> = {
  basic: ['prefix', 'header'],
  key: ['section', 'key', 'prefix'],
  jwt: tokenFields,
  social: [...tokenFields, 'redirect_uri', 'providers'],
};
const typeSpecific = [...new Set(Object.values(fieldsOfType).flat())];

/** SPEC §4: basic gets prefix Basic; key gets section header; jwt and social get prefix Bearer and header Authorization. */
export function typeDefaults(type: unknown): Record<string, unknown> {
  switch (type) {
    case 'basic':
      return { prefix: 'Basic' };
    case 'key':
      return { section: 'header' };
    case 'jwt':
    case 'social':
      return { prefix: 'Bearer', header: 'Authorization', algorithm: 'HS256', refresh_token_enabled: false, ...(type === 'social' ? { providers: [] } : {}) };
    default:
      return {};
  }
}

/** Values after the type changed: every type-specific field cleared, then the new type's defaults. */
export function valuesForType(type: unknown): Record<string, unknown> {
  return { ...Object.fromEntries(typeSpecific.map((field) => [field, field === 'providers' ? [] : null])), ...typeDefaults(type) };
}

/** Whether a field belongs to the type currently chosen in the form. */
export const ofType = (field: string) => (values: { readonly [key: string]: unknown }) =>
  fieldsOfType[values.type as Kind]?.includes(field) ?? false;

/** HMAC algorithms sign with one shared secret; the others with a public/private key pair. */
export const isHsAlgorithm = (algorithm: unknown) => typeof algorithm !== 'string' || algorithm === '' || algorithm.startsWith('HS');

const text = z.optional(z.nullable(z.string()));
const number = z.optional(z.nullable(z.number()));
const filled = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
const isUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The form's values (validated after hidden fields are dropped): SPEC §5 — access lifetime > 0,
 * refresh lifetime required when refresh is enabled and greater than the access lifetime,
 * redirect_uri a URL, providers chosen, key location and name for key types.
 */
export const AuthTypeForm = z
  .object({
    type: AuthKind,
    title: z.string().check(z.trim(), z.minLength(1)),
    projects: z.array(z.string()),
    prefix: text,
    header: text,
    section: z.optional(z.nullable(z.enum(['header', 'query']))),
    key: text,
    algorithm: text,
    access_token_lifetime_min: number,
    access_token_header: text,
    access_token_prefix: text,
    refresh_token_enabled: z.optional(z.nullable(z.boolean())),
    refresh_token_lifetime_min: number,
    refresh_token_header: text,
    refresh_token_prefix: text,
    secret_key: text,
    public_key: text,
    private_key: text,
    redirect_uri: text,
    providers: z.optional(z.nullable(z.array(z.string()))),
  })
  .check(
    z.superRefine((values, ctx) => {
      const issue = (path: string, message: string) => ctx.issues.push({ code: 'custom', input: values, path: [path], message });
      const required = 'validation.required';
      if (values.type === 'jwt' || values.type === 'social') {
        const access = values.access_token_lifetime_min;
        if (!filled(access)) issue('access_token_lifetime_min', required);
        else if ((access ?? 0) <= 0) issue('access_token_lifetime_min', messageWithArgs('validation.greaterThan', { value: 0 }));
        if (values.refresh_token_enabled) {
          const refresh = values.refresh_token_lifetime_min;
          if (!filled(refresh)) issue('refresh_token_lifetime_min', required);
          else if ((refresh ?? 0) <= (access ?? 0)) issue('refresh_token_lifetime_min', messageWithArgs('validation.greaterThan', { value: access ?? 0 }));
        }
        if (!filled(values.algorithm)) issue('algorithm', required);
      }
      if (values.type === 'social') {
        if (filled(values.redirect_uri) && !isUrl(String(values.redirect_uri).trim())) issue('redirect_uri', 'validation.url');
        if (!values.providers?.length) issue('providers', 'validation.atLeastOne');
      }
      if (values.type === 'key') {
        if (!filled(values.section)) issue('section', required);
        if (!filled(values.key)) issue('key', required);
      }
    }),
  );
