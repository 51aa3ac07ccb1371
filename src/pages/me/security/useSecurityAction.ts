import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage, formErrors } from '../../../providers/errorMessage';
import { useServices } from '../../../framework/ServicesContext';
import { readMessage } from '../../../providers/messageWithArgs';

/**
 * Runs one security action at a time: `pending` names the running one (its button shows progress),
 * a failure becomes `error` (the first field message of a 422, e.g. the last login method, else
 * the translated general message) and is also notified.
 */
export function useSecurityAction() {
  const notify = useNotify();
  const { validation } = useServices();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<{ key: string; args?: Record<string, unknown> } | null>(null);
  const run = async (name: string, action: () => Promise<void>) => {
    setPending(name);
    setError(null);
    try {
      await action();
    } catch (failure) {
      const field = Object.values(formErrors(failure, validation) ?? {})[0];
      const message = field ? readMessage(field) : errorMessage(failure);
      setError(message);
      notify(message.key, { type: 'error', messageArgs: message.args });
    } finally {
      setPending(null);
    }
  };
  return { pending, error, setError, run };
}
