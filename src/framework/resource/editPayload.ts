import { formValuesOf } from './formValuesOf';
import { prepareValues } from './prepareValues';
import type { AnyResourceDeclaration, ResolvedField } from './ResourceDeclaration';

/**
 * What a generated edit form saves (pure): the submitted values, prepared as `prepareValues` says,
 * over the stored record's form values for the read-only fields (whose disabled inputs submit nothing).
 */
export function editPayload(
  declaration: Pick<AnyResourceDeclaration, 'toFormValues'>,
  fields: readonly ResolvedField[],
  values: Record<string, unknown>,
  previousData: Record<string, unknown> | undefined,
): Record<string, unknown> {
  return prepareValues(values, fields, 'edit', formValuesOf(declaration, previousData));
}
