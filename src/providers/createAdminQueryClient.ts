import { QueryClient } from '@tanstack/react-query';
import { raQueryKeys } from '../framework/internals/raQueryKeys';
import { createAuthProvider } from './createAuthProvider';
import type { Services } from './createServices';

/**
 * The signed-in console's query client, with the answers react-admin would otherwise wait for
 * already in:
 * - the permissions (`getPermissions` always answers null: access is decided by the console's own
 *   route guards): without them, react-admin renders once with "permissions unknown", then, when
 *   they arrive, unregisters and registers every resource again (the whole console, frame and
 *   page, rendered two extra times on every signed-in start);
 * - the access checks (`canAccess`): the console's authProvider has none (its route guards decide),
 *   so react-admin answers yes, but still asks its query client when a list or form controller
 *   passes `enabled`, and the answer arriving rendered the page once more;
 * - the session check, when signed in (`checkAuth` answers from the session alone): a list or
 *   form controller sends its first request only once the check has answered, one render after it
 *   mounts (~50 ms later on a deep link to /user). The answer stays fresh while the console is
 *   signed in: the console leaves the signed-in shell as soon as the session ends, in this tab or
 *   another (`AuthSession.onChange`), so checking again as each page mounts would find nothing new
 *   and only render the whole frame twice more (checking, checked);
 * - the signed-in user's identity (`getIdentity`: the app bar's account menu, the dashboard's
 *   welcome), prefetched: asked for as the client is made (with the declarations and the data layer,
 *   before the shell has arrived) rather than once the frame has mounted, a round trip before the
 *   page's first paint on a phone's connection.
 */
export function createAdminQueryClient(services: Services): QueryClient {
  const client = new QueryClient();
  client.setQueryData(raQueryKeys.permissions, null);
  client.setQueryDefaults(raQueryKeys.canAccess, { initialData: true, staleTime: Infinity });
  if (services.session.isSignedIn) {
    client.setQueryData(raQueryKeys.checkAuth, true);
    client.setQueryDefaults(raQueryKeys.checkAuth, { staleTime: Infinity });
    const { getIdentity } = createAuthProvider(services);
    // As react-admin's useGetIdentity asks (a failure is its to report: it asks again when it mounts).
    if (getIdentity)
      void client.prefetchQuery({ queryKey: raQueryKeys.identity, queryFn: ({ signal }) => getIdentity({ signal }) });
  }
  return client;
}

/**
 * Whether the signed-in user may administer (`admin` of their identity, docs/decisions/0022), from
 * the identity `createAdminQueryClient` prefetched (no second request); true when it cannot be
 * read (the API then decides, with 403).
 */
export async function isAdministrator(client: QueryClient, services: Services): Promise<boolean> {
  const { getIdentity } = createAuthProvider(services);
  if (!getIdentity) return true;
  try {
    const identity = await client.ensureQueryData({
      queryKey: raQueryKeys.identity,
      queryFn: ({ signal }) => getIdentity({ signal }),
    });
    return (identity as { admin?: boolean }).admin !== false;
  } catch {
    return true;
  }
}
