import { useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorMessage, formErrors } from '../../providers/errorMessage';
import { staleVersion } from '../../providers/staleVersion';
import type { PendingChange } from '../pendingChanges/PendingChange';
import { usePendingChanges } from '../pendingChanges/PendingChangesContext';
import { useServices } from '../ServicesContext';

interface MeSubmitOptions<V> {
  /** The change as the pending-change store keeps it while it is on its way. */
  describe?: (values: V) => PendingChange | undefined;
  /** A 412 (the record changed since the version the call named): the record as stored now. */
  onStale?: (current: Record<string, unknown> | undefined) => void;
}

/**
 * onSubmit for a my-area form (no undo window): runs the call, notifies success once the server
 * has accepted it; a 422 puts the server's messages under their fields (returned to react-admin's
 * form), a 412 goes to `onStale` (a conflict dialog's), every other failure is notified
 * translated. The form keeps what was typed. With `describe`, the change is kept in the
 * pending-change store while it is on its way: a call that ends the session (the refresh refused)
 * leaves it there, offered back after signing in.
 */
export function useMeSubmit<V extends FieldValues>(
  call: (values: V) => Promise<unknown>,
  successKey: string,
  { describe, onStale }: MeSubmitOptions<V> = {},
) {
  const notify = useNotify();
  const { validation } = useServices();
  const { keep, settle } = usePendingChanges();
  return async (values: V): Promise<Record<string, string> | undefined> => {
    const change = describe?.(values);
    const kept = change ? keep(change) : undefined;
    try {
      await call(values);
      settle(kept);
      notify(successKey, { type: 'success' });
      return undefined;
    } catch (error) {
      const stale = onStale && staleVersion(error);
      if (stale) {
        // The form shows the conflict and keeps the typed values.
        settle(kept);
        onStale(stale.current);
        return undefined;
      }
      settle(kept, error);
      const { key, args } = errorMessage(error);
      notify(key, { type: 'error', messageArgs: args });
      return formErrors(error, validation) ?? undefined;
    }
  };
}
