import { authKinds, type AuthKind, type AuthTypeDetails } from '../../src/api/contract/authType';
import { serverMessages } from '../../src/api/contract/errors';
import { authTypeDefaults, authTypeFields, issuesTokens } from '../../src/api/contract/rules/authTypeFields';
import { authTypeLifetimeBreaks } from '../../src/api/contract/rules/authTypeLifetimeBreaks';
import { isHttpUrl } from '../../src/api/contract/rules/isHttpUrl';
import { signingKeyBreaks } from '../../src/api/contract/rules/signingKeyBreaks';
import { serverMessageText } from '../../src/api/contract/serverMessageText';
import type { Input } from '../collection';
import { jwtAlgorithms } from '../../src/api/contract/authType';
import { greaterThan } from '../../src/api/contract/rules/greaterThan';
import { socialProviders } from '../constants';
import type { AuthTypeRow, OrgData } from '../store';
import { ErrorBag, type FieldErrors } from './errors';

/**
 * What a create stores for the fields it omits: the kind's fields empty, then the shared defaults
 * (SPEC §4, the form's, lifetimes included), then one the API adds on top (docs/API.md) because a
 * direct API call may leave out what the form requires: the key type's key name.
 */
export function defaultDetails(kind: AuthKind): AuthTypeDetails {
  const empty = Object.fromEntries(authTypeFields[kind].map((field) => [field, null]));
  const apiOnly: AuthTypeDetails = kind === 'key' ? { key: 'X-API-KEY' } : {};
  return { ...empty, ...authTypeDefaults(kind), ...apiOnly };
}

/** Details from a flat (or `details`-nested) input over a base, limited to the kind's fields. */
export function mergeDetails(kind: AuthKind, base: AuthTypeDetails, input: Input): AuthTypeDetails {
  const source = { ...((input.details as Input | undefined) ?? {}), ...input };
  const out: Record<string, unknown> = {};
  for (const field of authTypeFields[kind]) {
    const value = field in source ? source[field] : (base as Record<string, unknown>)[field];
    out[field] = value === '' ? null : (value ?? null);
  }
  for (const f of ['access_token_lifetime_min', 'refresh_token_lifetime_min'] as const)
    if (typeof out[f] === 'string' && out[f] !== '') out[f] = Number(out[f]);
  return out as AuthTypeDetails;
}

export const isKind = (value: unknown): value is AuthKind => authKinds.includes(value as AuthKind);

/** Validation of a create/update input (`existing` on update). */
export function validateAuthType(
  input: Input,
  org: OrgData,
  offered: readonly AuthKind[],
  existing?: AuthTypeRow,
): FieldErrors {
  const bag = new ErrorBag();
  const kind = existing?.type ?? input.type;
  if (existing && input.type !== undefined && input.type !== existing.type)
    bag.add('type', 'The type cannot be changed');
  if (!isKind(kind)) return bag.add('type', serverMessages.required).errors;
  // A new one only of a kind the service offers (init `types`); existing ones of a withdrawn kind stay editable.
  if (!existing && !offered.includes(kind)) return bag.add('type', serverMessages.notOffered).errors;
  const title = input.title ?? existing?.title;
  if (typeof title !== 'string' || !title.trim()) bag.add('title', serverMessages.required);
  const projects = input.projects ?? existing?.projects ?? [];
  if (!Array.isArray(projects)) bag.add('projects', serverMessages.required);
  else if (projects.some((p) => !org.tables.project.get(String(p)))) bag.add('projects', serverMessages.notFound);
  const d = mergeDetails(kind, existing?.details ?? defaultDetails(kind), input);
  if (issuesTokens(kind)) {
    for (const [field, broken] of Object.entries(authTypeLifetimeBreaks(d)))
      bag.add(field, broken.rule === 'required' ? serverMessages.required : greaterThan(broken.value));
    if (d.algorithm && !jwtAlgorithms.includes(d.algorithm as (typeof jwtAlgorithms)[number]))
      bag.add('algorithm', serverMessages.invalidForm);
    // The signing key a create may carry (optional there) fits the algorithm.
    else if (!existing) addSigningKeyBreaks(bag, d.algorithm, input, false);
  }
  if (kind === 'social') {
    if (d.redirect_uri && !isHttpUrl(d.redirect_uri)) bag.add('redirect_uri', serverMessages.invalidUrl);
    if (!Array.isArray(d.providers) || d.providers.length === 0) bag.add('providers', serverMessages.required);
    else if (d.providers.some((p) => !socialProviders.includes(p as (typeof socialProviders)[number])))
      bag.add('providers', serverMessages.invalidForm);
  }
  if (kind === 'key' && d.section !== 'header' && d.section !== 'query') bag.add('section', serverMessages.required);
  if (kind === 'key' && !d.key) bag.add('key', serverMessages.required);
  return bag.errors;
}

/** The contract's signing-key rules (`signingKeyBreaks`) as field errors in the server's words. */
function addSigningKeyBreaks(bag: ErrorBag, algorithm: unknown, input: Input, required: boolean): void {
  for (const [field, broken] of Object.entries(signingKeyBreaks(algorithm, input, { required })))
    bag.add(field, serverMessageText(broken.message, broken.args));
}

/**
 * `PATCH /auth-type/{id}/credentials` validation: the secret key (HS) or the key pair, required and
 * fitting the algorithm (the pair is then loaded by `keyPairErrors`).
 */
export function validateTypeCredentials(row: AuthTypeRow, input: Input): FieldErrors {
  const bag = new ErrorBag();
  addSigningKeyBreaks(bag, row.details.algorithm, input, true);
  return bag.errors;
}
