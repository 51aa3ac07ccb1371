import type { ResolvedField } from './ResourceDeclaration';

/** What an export writes in place of a secret. */
export const secretMask = '••••';

/**
 * The one rule for every export (CSV, the setup file, history exports, a copied value): a value
 * of a secret kind never leaves in clear. A `secret` field's value is masked whole; a field whose
 * values are secrets (declaration `secretValues`: a hook's header values) keeps its keys, each value
 * masked. `mask` is what stands in for a secret (the setup file writes its own marker).
 */
export function maskSecretValues<M>(values: { readonly [key: string]: unknown }, mask: M): Record<string, M> {
  return Object.fromEntries(Object.keys(values).map((key) => [key, mask]));
}

/** Whether a field's value, or each value inside it, is a secret. */
export function secretKindOf(field: Pick<ResolvedField, 'kind' | 'declaration'>): 'whole' | 'values' | null {
  if (field.kind === 'secret') return 'whole';
  return field.declaration.secretValues ? 'values' : null;
}

/** A field's value as an export writes it (see `maskSecretValues`); empty values stay empty. */
export function exportedValue(field: Pick<ResolvedField, 'kind' | 'declaration'>, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  const secret = secretKindOf(field);
  if (secret === 'whole') return secretMask;
  if (secret === 'values') {
    if (typeof value === 'object' && !Array.isArray(value))
      return maskSecretValues(value as Record<string, unknown>, secretMask);
    return secretMask;
  }
  return value;
}
