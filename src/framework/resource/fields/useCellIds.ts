import { useRecordContext, type Identifier } from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';

const noIds: Identifier[] = [];

/** The ids in the cell's column of the current record. */
export function useCellIds(field: ResolvedField): Identifier[] {
  const value = useRecordContext<Record<string, unknown>>()?.[field.column];
  return Array.isArray(value) ? (value as Identifier[]) : noIds;
}
