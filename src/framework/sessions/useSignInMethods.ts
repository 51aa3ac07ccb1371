import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '../../api/contract/endpoints/sessionEndpoints';
import { useServices } from '../ServicesContext';

/**
 * The query key of the sign-in methods. Not under react-admin's `'auth'` prefix: react-admin
 * treats the queries there as its own (its auth checks and identity), so it can reset them.
 */
export const signInMethodsKey = ['signInMethods'] as const;

/**
 * The sign-in methods (`auth.methods`: every jwt and social type), which any signed-in user may
 * read: one query for the security page's social accounts and the sessions' sign-in type titles.
 */
export function useSignInMethods() {
  const { client } = useServices();
  return useQuery({
    queryKey: signInMethodsKey,
    queryFn: ({ signal }) => client.call(authEndpoints.methods, { signal }),
  });
}
