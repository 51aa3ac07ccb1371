import { useRecordContext, type RaRecord } from 'react-admin';
import type { RecordColumn } from './RecordColumn';

/** A column's value of the record in context: its `render`, else the field as text, else "—". */
export function RecordValue<R extends RaRecord>({ column }: { column: RecordColumn<R> }) {
  const record = useRecordContext<R>();
  if (!record) return null;
  if (column.render) return <>{column.render(record)}</>;
  const value: unknown = record[column.source];
  return <>{value === null || value === undefined || value === '' ? '—' : String(value)}</>;
}
