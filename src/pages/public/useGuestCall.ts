import { useState } from 'react';
import { errorMessage, formErrors } from '../../providers/errorMessage';
import { useServices } from '../../framework/ServicesContext';

export type ShownError = { key: string; args?: Record<string, unknown> };

/**
 * State of one public form's call: `pending` while it runs, the translated general `error` and the
 * 422 `fields` messages after a failure (the form keeps its values: they live in the page's state).
 */
export function useGuestCall() {
  const { validation } = useServices();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const run = async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    setPending(true);
    setError(null);
    setFields({});
    try {
      return await call();
    } catch (failure) {
      setFields(formErrors(failure, validation) ?? {});
      setError(errorMessage(failure));
      return undefined;
    } finally {
      setPending(false);
    }
  };
  return { pending, error, fields, setFields, setError, run };
}
