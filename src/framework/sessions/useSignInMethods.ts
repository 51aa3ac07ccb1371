import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '../../api/contract/endpoints/sessionEndpoints';
import { useServices } from '../ServicesContext';
import { socialMethodsQuery } from '../socialLogin/socialCallbackAddress';

/**
 * The query key of the sign-in methods. Not under react-admin's `'auth'` prefix: react-admin
 * treats the queries there as its own (its auth checks and identity), so it can reset them.
 */
export const signInMethodsKey = ['signInMethods'] as const;

/**
 * The sign-in methods (`auth.methods`: every jwt and social type), which any signed-in user may
 * read: one query for the security page's social accounts and the sessions' sign-in type titles.
 * Its links return to the console's callback page, as the sign-in page's (socialCallbackAddress.ts).
 */
export function useSignInMethods() {
  const { client, config } = useServices();
  return useQuery({
    queryKey: signInMethodsKey,
    queryFn: ({ signal }) => client.call(authEndpoints.methods, { query: socialMethodsQuery(config), signal }),
  });
}
