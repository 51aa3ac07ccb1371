import { useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorMessage, formErrors } from '../../providers/errorMessage';
import { staleVersion } from '../../providers/staleVersion';
import { useServices } from '../ServicesContext';

/**
 * onSubmit for a my-area form: runs the call, notifies success; a 422 puts the server's messages
 * under their fields (returned to react-admin's form), a 412 (the record changed since the version
 * the call named) goes to `onStale` with the record as stored now (a conflict dialog's), every other
 * failure is notified translated. The form keeps what was typed.
 */
export function useMeSubmit<V extends FieldValues>(
  call: (values: V) => Promise<unknown>,
  successKey: string,
  onStale?: (current: Record<string, unknown> | undefined) => void,
) {
  const notify = useNotify();
  const { validation } = useServices();
  return async (values: V): Promise<Record<string, string> | undefined> => {
    try {
      await call(values);
      notify(successKey, { type: 'success' });
      return undefined;
    } catch (error) {
      const stale = onStale && staleVersion(error);
      if (stale) {
        onStale(stale.current);
        return undefined;
      }
      const { key, args } = errorMessage(error);
      notify(key, { type: 'error', messageArgs: args });
      return formErrors(error, validation) ?? undefined;
    }
  };
}
