import { useNotify, useRefresh } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { shapeKeys } from '../../../src/api/contract/endpoint';
import { authTypeEndpoints } from '../../../src/api/contract/endpoints/adminEndpoints';
import { useServices } from '../../../src/framework/ServicesContext';
import { errorMessage, formErrors } from '../../../src/providers/errorMessage';
import { useResourceScope } from '../../../src/framework/resource/ResourceScope';
import { pathFor } from '../../../src/framework/resource/pathFor';
import { raQueryKeys } from '../../../src/framework/reactAdminInternals';

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
  const { client, validation } = useServices();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { declaration } = useResourceScope();
  const listPath = pathFor(declaration, 'list');
  return async (values: Record<string, unknown>) => {
    try {
      const fields = shapeKeys(endpoint.input).filter((field) => values[field] !== undefined);
      const body = Object.fromEntries(fields.map((field) => [field, values[field]]));
      await client.call(endpoint, { params: { id }, body });
      await queryClient.invalidateQueries({ queryKey: raQueryKeys.resource(declaration.name) });
      refresh();
      notify(success, { type: 'success' });
      navigate(listPath);
      return undefined;
    } catch (error) {
      // A 422 returns its field errors to the form (typed input stays); every failure is notified.
      const { key, args } = errorMessage(error);
      notify(key, { type: 'error', messageArgs: args });
      return formErrors(error, validation) ?? undefined;
    }
  };
}
