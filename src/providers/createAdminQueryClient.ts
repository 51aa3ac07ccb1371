import { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query key for `authProvider.getPermissions()` (ra-core's usePermissions, with its
 * default empty params). Ours always answers null (access is decided by the console's own
 * route guards), so the answer is known before anything asks.
 */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;

/**
 * react-admin's query key for `authProvider.checkAuth()` (ra-core's useAuthState, used by its
 * routes and every list and form controller, with its default empty params). Ours answers from
 * the session alone (signed in or not), so a signed-in start knows the answer too.
 */
export const CHECK_AUTH_QUERY_KEY = ['auth', 'checkAuth', {}] as const;

/**
 * The signed-in console's query client, with the answers react-admin would otherwise wait for
 * already in:
 * - the permissions: without them, react-admin renders once with "permissions unknown", then, when
 *   they arrive, unregisters and registers every resource again (the whole console, frame and
 *   page, rendered two extra times on every signed-in start);
 * - the session check, when `signedIn`: a list or form controller sends its first request only
 *   once the check has answered, one render after it mounts (~50 ms later on a deep link to
 *   /user). The check still runs when they mount (the answer is stale at once) and signs out if
 *   the session is gone.
 */
export function createAdminQueryClient(signedIn: boolean): QueryClient {
  const client = new QueryClient();
  client.setQueryData(PERMISSIONS_QUERY_KEY, null);
  if (signedIn) client.setQueryData(CHECK_AUTH_QUERY_KEY, true);
  return client;
}
