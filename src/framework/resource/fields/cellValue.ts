import type { ResolvedField } from '../ResourceDeclaration';

/**
 * How a record's row is shown in `field`'s column: the declaration's derived value (`value`), else
 * the source's value when the column is named differently, else undefined (the record is used as
 * it is).
 */
export function cellDeriver(field: ResolvedField): ((row: Record<string, unknown>) => unknown) | undefined {
  return (
    field.declaration.value ??
    (field.column !== field.source ? (row: Record<string, unknown>) => row[field.source] : undefined)
  );
}

/** The value `field`'s cell shows for `row`. */
export function cellValue(field: ResolvedField, row: Record<string, unknown>): unknown {
  const derive = cellDeriver(field);
  return derive ? derive(row) : row[field.column];
}
