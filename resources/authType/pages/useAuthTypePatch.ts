import { useNotify, useRefresh } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { shapeKeys } from '../../../src/api/contract/endpoint';
import { authTypeEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import { ValidationErrorBody } from '../../../src/api/contract/errors';
import { HttpError } from '../../../src/api/http/HttpError';
import { useServices } from '../../../src/framework/ServicesContext';
import { toFormErrors, translatableServerMessage } from '../../../src/providers/toFormErrors';
import { useResourceScope } from '../../../src/framework/resource/ResourceScope';
import { pathFor } from '../../../src/framework/resource/pathFor';

/**
 * Submit handler of an auth-type page form: `authType.credentials` or `authType.passwordConfig`
 * with the form's fields of the endpoint's input (the form's record carries more, e.g. the id); on
 * success a message and back to the list; a 422 returns its field errors to the form (typed input
 * stays); other failures are shown as a translated message.
 */
export function useAuthTypePatch(
  id: string,
  endpoint: typeof authTypeEndpoints.credentials | typeof authTypeEndpoints.passwordConfig,
  success: string,
) {
  const { client } = useServices();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const listPath = pathFor(useResourceScope().declaration, 'list');
  return async (values: Record<string, unknown>) => {
    try {
      const fields = shapeKeys(endpoint.input).filter((field) => values[field] !== undefined);
      const body = Object.fromEntries(fields.map((field) => [field, values[field]]));
      await client.call(endpoint, { params: { id }, body });
      await queryClient.invalidateQueries({ queryKey: ['authType'] });
      refresh();
      notify(success, { type: 'success' });
      navigate(listPath);
      return undefined;
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) {
        const parsed = ValidationErrorBody.safeParse(error.body);
        notify('validation.invalidForm', { type: 'error' });
        return parsed.success ? toFormErrors(parsed.data.errors.json) : undefined;
      }
      const message =
        error instanceof HttpError && typeof (error.body as { message?: unknown })?.message === 'string'
          ? translatableServerMessage((error.body as { message: string }).message)
          : 'ra.notification.http_error';
      notify(message, { type: 'error' });
      return undefined;
    }
  };
}
