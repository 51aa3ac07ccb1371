import { useGetRecordRepresentation, type RaRecord } from 'react-admin';
import { FieldCell } from '../../fields/FieldCell';
import type { ResolvedField } from '../../ResourceDeclaration';

/**
 * The title as plain text (it sits in a link, so never a field's own link or copy button), or the
 * cell of a field declared the card's title (`card: 'title'`: its own cell, or its kind's only when
 * the record opens nothing, since a kind's cell may hold a link or a copy button).
 */
export function PhoneCardTitle({
  resource,
  record,
  field,
  opens,
}: {
  resource: string;
  record: RaRecord;
  field: ResolvedField | null;
  opens: boolean;
}) {
  const represent = useGetRecordRepresentation(resource);
  if (field?.declaration.card === 'title' && (!opens || field.declaration.cell)) return <FieldCell field={field} />;
  const value: unknown = field ? record[field.source] : undefined;
  return <>{typeof value === 'string' || typeof value === 'number' ? String(value) : represent(record)}</>;
}
