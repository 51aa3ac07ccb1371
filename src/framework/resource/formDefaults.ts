import type { ResolvedField } from './ResourceDeclaration';

/**
 * Values of a new record's form (pure): declared defaults (empty lists for multi-value kinds), then
 * the `onChange` effects of the defaulted fields, e.g. the defaults of the default type's fields.
 */
export function createDefaults(fields: readonly ResolvedField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const inForm = fields.filter((field) => field.form.create);
  for (const field of inForm) {
    const value =
      field.declaration.defaultValue ?? (field.kind === 'chips' || field.kind === 'referenceArray' ? [] : undefined);
    if (value !== undefined) values[field.source] = value;
  }
  for (const field of inForm) {
    const effect = field.declaration.onChange;
    if (effect && field.source in values) Object.assign(values, effect(values[field.source], values));
  }
  return values;
}
