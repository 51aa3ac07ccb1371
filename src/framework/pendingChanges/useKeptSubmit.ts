import { useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorMessage, formErrors, type ShownMessage } from '../../providers/errorMessage';
import { staleVersion } from '../../providers/staleVersion';
import { useServices } from '../ServicesContext';
import type { PendingChange } from './PendingChange';
import { usePendingChanges } from './PendingChangesContext';

export interface KeptSubmitOptions<V, R> {
  /** The change as the pending-change store keeps it while it is on its way. */
  describe?: (values: V) => PendingChange | undefined;
  /** The server accepted it. */
  onSaved: (result: R, values: V) => void;
  /** A 412 (the record changed since the version the call named): the record as stored now. */
  onStale?: (current: Record<string, unknown> | undefined) => void;
  /** What to tell the user of a failure (`errorMessage`, for a call through the HTTP client). */
  shown?: (error: unknown) => ShownMessage;
}

/**
 * onSubmit for a form saved without an undo window (a create, a my-area form): runs the call and
 * reports `onSaved` once the server has accepted it; a 422 puts the server's messages under their
 * fields (returned to react-admin's form), a 412 goes to `onStale` (a conflict dialog's), every
 * other failure is notified translated. The form keeps what was typed. With `describe`, the
 * change is kept in the pending-change store while it is on its way: a call that ends the session
 * (the refresh refused) leaves it there, offered back after signing in.
 */
export function useKeptSubmit<V extends FieldValues, R>(
  call: (values: V) => Promise<R>,
  { describe, onSaved, onStale, shown = errorMessage }: KeptSubmitOptions<V, R>,
) {
  const notify = useNotify();
  const { validation } = useServices();
  const { keep, settle } = usePendingChanges();
  return async (values: V): Promise<Record<string, string> | undefined> => {
    const change = describe?.(values);
    const kept = change ? keep(change) : undefined;
    try {
      const result = await call(values);
      settle(kept);
      onSaved(result, values);
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
      const { key, args } = shown(error);
      notify(key, { type: 'error', messageArgs: args });
      return formErrors(error, validation) ?? undefined;
    }
  };
}
