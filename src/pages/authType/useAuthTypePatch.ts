import { useNotify, useRefresh } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ValidationErrorBody } from '../../api/contract/errors';
import { HttpError } from '../../api/http/HttpError';
import { useServices } from '../../framework/ServicesContext';
import { toFormErrors, translatableServerMessage } from '../../providers/toFormErrors';
import { authTypeListPath } from './AuthTypeFrame';

/**
 * Submit handler of an auth-type page form: `PATCH /auth-type/{id}/<part>`; on success a message
 * and back to the list; a 422 returns its field errors to the form (typed input stays); other
 * failures are shown as a translated message.
 */
export function useAuthTypePatch(id: string, part: 'credentials' | 'password-config', success: string) {
  const { client } = useServices();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (values: Record<string, unknown>) => {
    try {
      await client.request({ method: 'PATCH', path: `/auth-type/${encodeURIComponent(id)}/${part}`, data: values });
      await queryClient.invalidateQueries({ queryKey: ['authType'] });
      refresh();
      notify(success, { type: 'success' });
      navigate(authTypeListPath);
      return undefined;
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) {
        const parsed = ValidationErrorBody.safeParse(error.body);
        notify('validation.invalidForm', { type: 'error' });
        return parsed.success ? toFormErrors(parsed.data.errors.json) : undefined;
      }
      const message = error instanceof HttpError && typeof (error.body as { message?: unknown })?.message === 'string'
        ? translatableServerMessage((error.body as { message: string }).message)
        : 'ra.notification.http_error';
      notify(message, { type: 'error' });
      return undefined;
    }
  };
}
