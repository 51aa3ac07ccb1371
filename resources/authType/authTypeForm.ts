import { z } from 'zod/mini';
import { AuthKind, type AuthKind as Kind } from '../../src/api/contract/authType';
import {
  allAuthTypeFields,
  authTypeCredentialFields,
  authTypeDefaults,
  authTypeFields,
  issuesTokens,
} from '../../src/api/contract/rules/authTypeFields';
import { authTypeLifetimeBreaks } from '../../src/api/contract/rules/authTypeLifetimeBreaks';
import { isHttpUrl } from '../../src/api/contract/rules/isHttpUrl';
import { messageWithArgs } from '../../src/providers/messageWithArgs';
import { signingKeyIssues } from './signingKeyIssues';

/** Fields of the authentication type form that belong to each type: its details, plus the signing credentials of jwt and social. */
const formFields = (kind: Kind): readonly string[] => [
  ...authTypeFields[kind],
  ...(issuesTokens(kind) ? authTypeCredentialFields : []),
];
export const fieldsOfType: Record<Kind, readonly string[]> = {
  basic: formFields('basic'),
  key: formFields('key'),
  jwt: formFields('jwt'),
  social: formFields('social'),
};
const typeSpecific = [...allAuthTypeFields, ...authTypeCredentialFields];

/** Values after the type changed (SPEC §4): every type-specific field cleared, then the new type's defaults. */
export function valuesForType(type: unknown): Record<string, unknown> {
  return {
    ...Object.fromEntries(typeSpecific.map((field) => [field, field === 'providers' ? [] : null])),
    ...authTypeDefaults(type),
  };
}

/** Whether a field belongs to the type currently chosen in the form. */
export const ofType = (field: string) => (values: { readonly [key: string]: unknown }) =>
  fieldsOfType[values.type as Kind]?.includes(field) ?? false;

const text = z.optional(z.nullable(z.string()));
const number = z.optional(z.nullable(z.number()));
const filled = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * The form's values (validated after hidden fields are dropped): SPEC §5 — access lifetime > 0,
 * refresh lifetime required when refresh is enabled and greater than the access lifetime,
 * redirect_uri a URL, providers chosen, key location and name for key types; a signing key, when
 * given, fits the algorithm (`signingKeyBreaks`: an HS secret as long as its hash, PEM keys of its family).
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
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', input: values, path: [path], message });
      const required = 'validation.required';
      if (issuesTokens(values.type)) {
        for (const [field, broken] of Object.entries(authTypeLifetimeBreaks(values)))
          issue(
            field,
            broken.rule === 'required' ? required : messageWithArgs('validation.greaterThan', { value: broken.value }),
          );
        if (!filled(values.algorithm)) issue('algorithm', required);
        // Optional on create; when given, a secret long enough for the algorithm or PEM keys of its family.
        for (const [field, message] of signingKeyIssues(values.algorithm, values, false)) issue(field, message);
      }
      if (values.type === 'social') {
        if (filled(values.redirect_uri) && !isHttpUrl(String(values.redirect_uri).trim()))
          issue('redirect_uri', 'validation.url');
        if (!values.providers?.length) issue('providers', 'validation.atLeastOne');
      }
      if (values.type === 'key') {
        if (!filled(values.section)) issue('section', required);
        if (!filled(values.key)) issue('key', required);
      }
    }),
  );
