import type { ResolvedField } from './ResourceDeclaration';

/** The resource a reference field points to (its declaration's `reference`); a declaration error without one. */
export function referenceOf(field: ResolvedField): string {
  if (!field.declaration.reference)
    throw new Error(`Field "${field.source}" of kind ${field.kind} needs a "reference"`);
  return field.declaration.reference;
}
