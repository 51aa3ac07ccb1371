/** The lifetime fields of the kinds that issue tokens (jwt, social). */
export type LifetimeField = 'access_token_lifetime_min' | 'refresh_token_lifetime_min';

/** A broken lifetime rule: the field is missing, or must be greater than `value`. */
export type LifetimeBreak = { rule: 'required' } | { rule: 'greaterThan'; value: number };

export interface LifetimeValues {
  access_token_lifetime_min?: unknown;
  refresh_token_enabled?: unknown;
  refresh_token_lifetime_min?: unknown;
}

const missing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The token lifetime rules (SPEC §5), for jwt and social types: the access lifetime is required
 * and greater than 0; with refresh enabled, the refresh lifetime is required and greater than the
 * access lifetime (than 0 while the access lifetime is not a number). A value that is given but is
 * not a number breaks the "greater than" rule. Empty = valid.
 */
export function authTypeLifetimeBreaks(values: LifetimeValues): Partial<Record<LifetimeField, LifetimeBreak>> {
  const breaks: Partial<Record<LifetimeField, LifetimeBreak>> = {};
  const access = values.access_token_lifetime_min;
  if (missing(access)) breaks.access_token_lifetime_min = { rule: 'required' };
  else if (!isNumber(access) || access <= 0) breaks.access_token_lifetime_min = { rule: 'greaterThan', value: 0 };
  if (values.refresh_token_enabled) {
    const refresh = values.refresh_token_lifetime_min;
    const floor = isNumber(access) ? access : 0;
    if (missing(refresh)) breaks.refresh_token_lifetime_min = { rule: 'required' };
    else if (!isNumber(refresh) || refresh <= floor)
      breaks.refresh_token_lifetime_min = { rule: 'greaterThan', value: floor };
  }
  return breaks;
}
