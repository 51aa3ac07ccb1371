import { useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { errorMessage, formErrors } from '../../providers/errorMessage';
import { useServices } from '../ServicesContext';

/**
 * onSubmit for a my-area form: runs the call, notifies success; a 422 puts the server's messages
 * under their fields (returned to react-admin's form), every failure is notified translated. The
 * form keeps what was typed.
 */
export function useMeSubmit<V extends FieldValues>(call: (values: V) => Promise<unknown>, successKey: string) {
  const notify = useNotify();
  const { validation } = useServices();
  return async (values: V): Promise<Record<string, string> | undefined> => {
    try {
      await call(values);
      notify(successKey, { type: 'success' });
      return undefined;
    } catch (error) {
      const { key, args } = errorMessage(error);
      notify(key, { type: 'error', messageArgs: args });
      return formErrors(error, validation) ?? undefined;
    }
  };
}
