import { useRecordContext } from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';

/** The value a cell shows: `record[column]` (FieldCell puts derived values there). */
export function useFieldValue(field: ResolvedField): unknown {
  const record = useRecordContext<Record<string, unknown>>();
  return record?.[field.column];
}
