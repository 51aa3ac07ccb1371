import { QueryClient } from '@tanstack/react-query';

/**
 * react-admin's query key for `authProvider.getPermissions()` (ra-core's usePermissions, with its
 * default empty params). Ours always answers null (access is decided by the console's own
 * route guards), so the answer is known before anything asks.
 */
export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;

/**
 * The signed-in console's query client, with the permissions already answered. Without them,
 * react-admin renders once with "permissions unknown", then, when they arrive, unregisters and
 * registers every resource again: the whole console (frame and page) rendered two extra times
 * on every signed-in start.
 */
export function createAdminQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(PERMISSIONS_QUERY_KEY, null);
  return client;
}
