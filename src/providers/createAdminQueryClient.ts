import { QueryClient } from '@tanstack/react-query';
import { raQueryKeys } from '../framework/internals/raQueryKeys';
import { seedRaSignedInAnswers } from '../framework/internals/raSignedInAnswers';
import { createAuthProvider } from './createAuthProvider';
import type { Services } from './createServices';

/**
 * The signed-in console's query client, with the answers react-admin would otherwise wait for
 * already in (`seedRaSignedInAnswers`), and the signed-in user's identity (`getIdentity`: the app
 * bar's account menu, whether they may administer) asked for as the client is made, with the
 * declarations and the data layer, rather than once the frame has mounted: a round trip before
 * the page's first paint on a phone's connection.
 */
export function createAdminQueryClient(services: Services): QueryClient {
  const client = new QueryClient();
  seedRaSignedInAnswers(client, services.session.isSignedIn);
  if (services.session.isSignedIn) {
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
