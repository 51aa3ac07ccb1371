import { fieldsOf } from '../../framework/resource/ResourceScope';
import type { AnyResourceDeclaration } from '../../framework/resource/ResourceDeclaration';
import type { FieldKind } from '../../framework/resource/fieldKinds';
import type { ImportFieldKind, ImportPlan } from '../../import/types';

const kinds: Partial<Record<FieldKind, ImportFieldKind>> = {
  boolean: 'boolean',
  enum: 'enum',
  email: 'email',
  url: 'url',
  number: 'number',
  date: 'date',
};

/**
 * What the CSV import of a declaration accepts: the fields of its create form (or those the
 * `import` option lists), the form schema's required fields (or `requiredFields`), `atLeastOneOf`
 * and the unique fields.
 * Null when the resource is not importable.
 */
export function importPlanOf(declaration: AnyResourceDeclaration): ImportPlan | null {
  const options = declaration.import;
  if (!options) return null;
  const resolved = fieldsOf(declaration);
  const chosen = options.fields
    ? resolved.filter((field) => (options.fields as readonly string[]).includes(field.source))
    : resolved.filter((field) => field.form.create && !field.readOnly.create);
  const seen = new Set<string>();
  const fields = chosen
    .filter((field) => !seen.has(field.source) && seen.add(field.source))
    .map((field) => ({
      name: field.source,
      kind: kinds[field.kind] ?? 'text',
      ...(field.choices ? { choices: field.choices } : {}),
    }));
  const required =
    (options.requiredFields as readonly string[] | undefined) ??
    chosen.filter((field) => field.required).map((field) => field.source);
  return {
    fields,
    required: [...new Set(required)],
    atLeastOneOf: (options.atLeastOneOf ?? []).map((group) => [...group]),
    unique: (options.unique?.fields ?? []).map((field) => ({ field, ignoreCase: options.unique?.ignoreCase ?? false })),
  };
}
