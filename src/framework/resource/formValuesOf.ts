import type { AnyResourceDeclaration } from './ResourceDeclaration';

/**
 * A stored record as its edit form holds it (pure): the record, with the declaration's
 * `toFormValues` on top (an authentication type's nested details shown flat).
 */
export function formValuesOf(
  declaration: Pick<AnyResourceDeclaration, 'toFormValues'>,
  record: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!record) return {};
  return declaration.toFormValues ? { ...record, ...declaration.toFormValues(record) } : { ...record };
}
