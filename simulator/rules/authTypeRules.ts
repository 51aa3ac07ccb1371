import { authKinds, type AuthKind, type AuthTypeDetails } from '../../src/api/contract/authType';
import { serverMessages } from '../../src/api/contract/errors';
import type { Input } from '../collection';
import { greaterThan, jwtAlgorithms, socialProviders } from '../constants';
import type { AuthTypeRow, OrgData } from '../store';
import { ErrorBag, isUrl, type FieldErrors } from './errors';

const tokenFields = [
  'prefix', 'header', 'access_token_lifetime_min', 'access_token_header', 'access_token_prefix', 'refresh_token_enabled',
  'refresh_token_lifetime_min', 'refresh_token_header', 'refresh_token_prefix',
] as const;

/** Detail fields each kind keeps (the others are cleared). */
export const detailFields: Record<AuthKind, readonly (keyof AuthTypeDetails)[]> = {
  basic: ['prefix', 'header'],
  key: ['section', 'key', 'prefix'],
  jwt: [...tokenFields, 'algorithm'],
  social: [...tokenFields, 'algorithm', 'redirect_uri', 'providers'],
};
export const allDetailFields = [...new Set(Object.values(detailFields).flat())];

export function defaultDetails(kind: AuthKind): AuthTypeDetails {
  switch (kind) {
    case 'basic':
      return { prefix: 'Basic', header: 'Authorization' };
    case 'key':
      return { section: 'header', key: 'X-API-KEY', prefix: null };
    case 'jwt':
    case 'social':
      return {
        prefix: 'Bearer', header: 'Authorization', algorithm: 'HS256', access_token_lifetime_min: 15, access_token_header: 'Authorization',
        access_token_prefix: 'Bearer', refresh_token_enabled: false, refresh_token_lifetime_min: null, refresh_token_header: null,
        refresh_token_prefix: null, ...(kind === 'social' ? { redirect_uri: null, providers: [] } : {}),
      };
  }
}

/** Details from a flat (or `details`-nested) input over a base, limited to the kind's fields. */
export function mergeDetails(kind: AuthKind, base: AuthTypeDetails, input: Input): AuthTypeDetails {
  const source = { ...((input.details as Input | undefined) ?? {}), ...input };
  const out: Record<string, unknown> = {};
  for (const field of detailFields[kind]) {
    const value = field in source ? source[field] : (base as Record<string, unknown>)[field];
    out[field] = value === '' ? null : (value ?? null);
  }
  for (const f of ['access_token_lifetime_min', 'refresh_token_lifetime_min'] as const)
    if (typeof out[f] === 'string' && out[f] !== '') out[f] = Number(out[f]);
  return out as AuthTypeDetails;
}

export const isKind = (value: unknown): value is AuthKind => authKinds.includes(value as AuthKind);
export const isHsAlgorithm = (algorithm: string | null | undefined) => !algorithm || algorithm.startsWith('HS');

/** Validation of a create/update input (`existing` on update). */
export function validateAuthType(input: Input, org: OrgData, existing?: AuthTypeRow): FieldErrors {
  const bag = new ErrorBag();
  const kind = existing?.type ?? input.type;
  if (existing && input.type !== undefined && input.type !== existing.type) bag.add('type', 'The type cannot be changed');
  if (!isKind(kind)) return bag.add('type', serverMessages.required).errors;
  const title = input.title ?? existing?.title;
  if (typeof title !== 'string' || !title.trim()) bag.add('title', serverMessages.required);
  const projects = input.projects ?? existing?.projects ?? [];
  if (!Array.isArray(projects)) bag.add('projects', serverMessages.required);
  else if (projects.some((p) => !org.tables.project.get(String(p)))) bag.add('projects', serverMessages.notFound);
  const d = mergeDetails(kind, existing?.details ?? defaultDetails(kind), input);
  if (kind === 'jwt' || kind === 'social') {
    const access = d.access_token_lifetime_min;
    if (typeof access !== 'number' || Number.isNaN(access) || access <= 0) bag.add('access_token_lifetime_min', greaterThan(0));
    if (d.refresh_token_enabled) {
      const refresh = d.refresh_token_lifetime_min;
      if (refresh === null || refresh === undefined) bag.add('refresh_token_lifetime_min', serverMessages.required);
      else if (typeof refresh !== 'number' || Number.isNaN(refresh) || refresh <= (access ?? 0)) bag.add('refresh_token_lifetime_min', greaterThan(access ?? 0));
    }
    if (d.algorithm && !jwtAlgorithms.includes(d.algorithm as (typeof jwtAlgorithms)[number])) bag.add('algorithm', serverMessages.invalidForm);
  }
  if (kind === 'social') {
    if (d.redirect_uri && !isUrl(d.redirect_uri)) bag.add('redirect_uri', serverMessages.invalidUrl);
    if (!Array.isArray(d.providers) || d.providers.length === 0) bag.add('providers', serverMessages.required);
    else if (d.providers.some((p) => !socialProviders.includes(p as (typeof socialProviders)[number]))) bag.add('providers', serverMessages.invalidForm);
  }
  if (kind === 'key' && d.section !== 'header' && d.section !== 'query') bag.add('section', serverMessages.required);
  if (kind === 'key' && !d.key) bag.add('key', serverMessages.required);
  return bag.errors;
}

/** `PATCH /auth-type/{id}/credentials` validation. */
export function validateTypeCredentials(row: AuthTypeRow, input: Input): FieldErrors {
  const bag = new ErrorBag();
  const str = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (isHsAlgorithm(row.details.algorithm)) {
    if (!str(input.secret_key)) bag.add('secret_key', serverMessages.required);
  } else {
    if (!str(input.public_key)) bag.add('public_key', serverMessages.required);
    if (!str(input.private_key)) bag.add('private_key', serverMessages.required);
  }
  return bag.errors;
}
