import type { QueryClient } from '@tanstack/react-query';
import { raQueryKeys } from './raQueryKeys';

/**
 * Puts in a new query client the answers react-admin would otherwise ask its authProvider for,
 * each a render later, on every signed-in start (tested against the installed react-admin in
 * tests/unit/internals/raSignedInAnswers.test.tsx):
 * - the permissions: none (the console's own route guards decide access), so react-admin does not
 *   render once with "permissions unknown" and register every resource again when they arrive;
 * - every access check (`canAccess`): yes, for the same reason;
 * - when `signedIn`, the session check (`checkAuth`), fresh while signed in: the console leaves the
 *   signed-in shell as soon as the session ends (`AuthSession.onChange`), so asking again as each
 *   page mounts would find nothing new and hold every list's first read one render.
 */
export function seedRaSignedInAnswers(client: QueryClient, signedIn: boolean): void {
  client.setQueryData(raQueryKeys.permissions, null);
  client.setQueryDefaults(raQueryKeys.canAccess, { initialData: true, staleTime: Infinity });
  if (!signedIn) return;
  client.setQueryData(raQueryKeys.checkAuth, true);
  client.setQueryDefaults(raQueryKeys.checkAuth, { staleTime: Infinity });
}
