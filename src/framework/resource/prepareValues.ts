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
 *
 * On edit, a read-only field keeps the stored value (`stored`: the record's form values): its input
 * is disabled, and a form leaves a disabled input's value out of what it submits. Without it, the
 * fields that depend on it (an authentication type's, on its `type`) would read as hidden and be
 * dropped from the save. A secret (a password, a key) is sent on edit only when one was typed: an
 * empty one means "unchanged", never "remove it".
 */
export function prepareValues(
  values: Record<string, unknown>,
  fields: readonly ResolvedField[],
  mode: 'create' | 'edit',
  stored: Record<string, unknown> = {},
): Record<string, unknown> {
  const prepared: Record<string, unknown> = { ...values };
  if (mode === 'edit')
    for (const field of fields)
      if (field.readOnly.edit && prepared[field.source] === undefined && field.source in stored)
        prepared[field.source] = stored[field.source];
  const current = { ...prepared };
  for (const field of fields) {
    const shown = mode === 'create' ? field.form.create : field.form.edit;
    const visible = shown && (!field.declaration.visibleWhen || field.declaration.visibleWhen(current));
    const untypedSecret = mode === 'edit' && field.kind === 'secret' && (current[field.source] ?? '') === '';
    if ((shown && !visible) || untypedSecret) delete prepared[field.source];
    else if (shown && field.kind === 'json') prepared[field.source] = parseJsonText(current[field.source]);
  }
  return prepared;
}
