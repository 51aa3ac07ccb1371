import { useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorMessage, formErrors } from '../../providers/errorMessage';
import type { PendingChange } from '../pendingChanges/PendingChange';
import { usePendingChanges } from '../pendingChanges/PendingChangesContext';
import { useServices } from '../ServicesContext';

/**
 * onSubmit for a my-area form (no undo window): runs the call, notifies success once the server
 * has accepted it; a 422 puts the server's messages under their fields (returned to react-admin's
 * form), every failure is notified translated. The form keeps what was typed. With `describe`,
 * the change is kept in the pending-change store while it is on its way: a call that ends the
 * session (the refresh refused) leaves it there, offered back after signing in.
 */
export function useMeSubmit<V extends FieldValues>(
  call: (values: V) => Promise<unknown>,
  successKey: string,
  describe?: (values: V) => PendingChange | undefined,
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
      settle(kept, error);
      const { key, args } = errorMessage(error);
      notify(key, { type: 'error', messageArgs: args });
      return formErrors(error, validation) ?? undefined;
    }
  };
}
