import type { Identifier } from 'react-admin';
import { formatValue } from './diffValues';
import { ReferenceNames } from './ReferenceNames';
import { SessionDeviceName } from '../sessions/SessionDeviceName';

const isId = (value: unknown): value is Identifier => typeof value === 'string' || typeof value === 'number';

/**
 * A changed value as text; ids of the records the field names (`historyReferences`) by those
 * records' names; a session's user agent (`agent`, a sign-in or sign-out) by its browser and system.
 */
export function HistoryValue({
  value,
  reference,
  agent = false,
}: {
  value: unknown;
  reference: string | undefined;
  agent?: boolean;
}) {
  if (agent && typeof value === 'string') return <SessionDeviceName agent={value} />;
  const ids = Array.isArray(value) ? value : [value];
  if (reference && ids.length > 0 && ids.every(isId)) return <ReferenceNames resource={reference} ids={ids} />;
  return <>{formatValue(value)}</>;
}
