import type { ResolvedField } from './ResourceDeclaration';

/** JSON text of a json-kind input as an object: empty → {}, invalid → left as text (validation reports it). */
export function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

/**
 * Form values as validated and submitted (pure): JSON texts parsed, fields hidden by
 * `visibleWhen` or not in this form left out (so a type change on create drops the other type's values).
 */
export function prepareValues(
  values: Record<string, unknown>,
  fields: readonly ResolvedField[],
  mode: 'create' | 'edit',
): Record<string, unknown> {
  const prepared: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const shown = mode === 'create' ? field.form.create : field.form.edit;
    const visible = shown && (!field.declaration.visibleWhen || field.declaration.visibleWhen(values));
    if (shown && !visible) delete prepared[field.source];
    else if (shown && field.kind === 'json') prepared[field.source] = parseJsonText(values[field.source]);
  }
  return prepared;
}
