import type { Identifier } from 'react-admin';
import { formatValue } from './diffValues';
import { ReferenceNames } from './ReferenceNames';

const isId = (value: unknown): value is Identifier => typeof value === 'string' || typeof value === 'number';

/** A changed value as text; ids of the records the field names (`historyReferences`) by those records' names. */
export function HistoryValue({ value, reference }: { value: unknown; reference: string | undefined }) {
  const ids = Array.isArray(value) ? value : [value];
  if (reference && ids.length > 0 && ids.every(isId)) return <ReferenceNames resource={reference} ids={ids} />;
  return <>{formatValue(value)}</>;
}
