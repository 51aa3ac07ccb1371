import { QueryClient } from '@tanstack/react-query';
import { raQueryKeys } from '../framework/internals/raQueryKeys';

/**
 * The signed-in console's query client, with the answers react-admin would otherwise wait for
 * already in:
 * - the permissions (`getPermissions` always answers null: access is decided by the console's own
 *   route guards): without them, react-admin renders once with "permissions unknown", then, when
 *   they arrive, unregisters and registers every resource again (the whole console, frame and
 *   page, rendered two extra times on every signed-in start);
 * - the session check, when `signedIn` (`checkAuth` answers from the session alone): a list or
 *   form controller sends its first request only once the check has answered, one render after it
 *   mounts (~50 ms later on a deep link to /user). The check still runs when they mount (the
 *   answer is stale at once) and signs out if the session is gone.
 */
export function createAdminQueryClient(signedIn: boolean): QueryClient {
  const client = new QueryClient();
  client.setQueryData(raQueryKeys.permissions, null);
  if (signedIn) client.setQueryData(raQueryKeys.checkAuth, true);
  return client;
}
