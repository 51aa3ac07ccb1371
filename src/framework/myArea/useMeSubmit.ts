import { useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { PendingChange } from '../pendingChanges/PendingChange';
import { useKeptSubmit } from '../pendingChanges/useKeptSubmit';

interface MeSubmitOptions<V> {
  /** The change as the pending-change store keeps it while it is on its way. */
  describe?: (values: V) => PendingChange | undefined;
  /** A 412 (the record changed since the version the call named): the record as stored now. */
  onStale?: (current: Record<string, unknown> | undefined) => void;
}

/** onSubmit for a my-area form (no undo window): `useKeptSubmit`, notifying `successKey` once saved. */
export function useMeSubmit<V extends FieldValues>(
  call: (values: V) => Promise<unknown>,
  successKey: string,
  options: MeSubmitOptions<V> = {},
) {
  const notify = useNotify();
  return useKeptSubmit(call, { ...options, onSaved: () => notify(successKey, { type: 'success' }) });
}
