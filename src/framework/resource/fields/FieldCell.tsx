import { useMemo } from 'react';
import { RecordContextProvider, useRecordContext } from 'react-admin';
import { kindFields } from '../kindFields';
import type { ResolvedField } from '../ResourceDeclaration';
import { cellDeriver } from './cellValue';

/**
 * A list cell: the kind's field component, with a derived value (declaration `value`) placed in
 * the record under the field's column so every field component reads `record[column]`.
 */
export function FieldCell({ field }: { field: ResolvedField }) {
  const record = useRecordContext<Record<string, unknown>>();
  // A column named differently from its source shows the source's value unless the declaration derives one.
  const derive = useMemo(() => cellDeriver(field), [field]);
  const shown = useMemo(
    () => (record && derive ? { ...record, [field.column]: derive(record) } : record),
    [record, derive, field.column],
  );
  const Component = field.declaration.cell ?? kindFields[field.kind];
  if (!shown) return null;
  if (shown === record) return <Component field={field} />;
  return (
    <RecordContextProvider value={shown as never}>
      <Component field={field} />
    </RecordContextProvider>
  );
}
