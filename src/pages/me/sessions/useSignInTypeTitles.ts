import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '../../../api/contract/endpoints/sessionEndpoints';
import { useServices } from '../../../framework/ServicesContext';

/**
 * The titles of the sign-in types by id, from the sign-in methods (`auth.methods`: every jwt and
 * social type, the kinds that have sessions), which any signed-in user may read; the same query
 * as the security page's social accounts. Empty until they load.
 */
export function useSignInTypeTitles(): ReadonlyMap<string, string> {
  const { client } = useServices();
  const methods = useQuery({
    queryKey: ['auth', 'methods'],
    queryFn: ({ signal }) => client.call(authEndpoints.methods, { signal }),
  });
  return new Map((methods.data?.items ?? []).map((method) => [String(method.auth_type_id), method.title]));
}
