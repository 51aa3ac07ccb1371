import { startTransition, useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Store } from 'react-admin';
import type { ConsoleI18nProvider } from './providers/createI18nProvider';
import type { Services } from './providers/createServices';
import type { ResourceEndpoint } from './providers/ResourceEndpoint';
import type { AnyResourceDeclaration } from './framework/resource/ResourceDeclaration';
import { endpointResolver } from './framework/resource/endpointsOf';
import { lazyModule } from './framework/lazyModule';
import { isHomePath } from './framework/routing/isHomePath';
import { currentRoute } from './framework/routing/routerUrl';
import { preloadGenericView } from './framework/resource/views/genericViews';
import { preloadDashboardPage } from './pages/dashboard/LazyDashboardPage';
import { resourceRegistry } from './shell/resourceRegistry';
import { dataProviderModule } from './dataProviderModule';
import { LazyAdminApp } from './LazyAdminApp';

// react-admin's query client and the first read come with the data layer (the sign-in page
// downloads neither).
const adminQueryClientModule = lazyModule(() => import('./providers/createAdminQueryClient'));
const prefetchFirstReadModule = lazyModule(() => import('./framework/resource/prefetchFirstRead'));

export interface SignedInShellInputs {
  services: Services;
  store: Store;
  i18nProvider: ConsoleI18nProvider;
  /** Extra or replacement endpoints (by resource name), as the console was given them. */
  endpoints: Record<string, ResourceEndpoint> | undefined;
  /** The declarations, when given instead of the registry's. */
  declarations: readonly AnyResourceDeclaration[] | undefined;
}

/**
 * Starts downloading what a signed-in start shows — the admin shell, the resource declarations,
 * the rest of the language's catalog and, on the home path, the dashboard, elsewhere the generic
 * view the path opens and the data layer — together, instead of one after another as the shell
 * renders; at a deep link to a list or a record, its first page or the record is read into
 * react-admin's query client as soon as the declarations and the data layer are in
 * (`prefetchFirstRead`). Resolves to that client (undefined if its code failed to load) once all
 * are there or failed: failures are ignored here, the lazy components load the same modules
 * again and report a failure themselves (a catalog that failed shows keys, as a missing
 * translation does, and the next change of language loads it again). Once `signal` is aborted
 * (signed out, or the console unmounted), nothing more is read.
 */
async function preloadSignedInApp(
  inputs: SignedInShellInputs,
  signal: AbortSignal,
): Promise<{ queryClient: QueryClient | undefined; admin: boolean }> {
  const { services, store, i18nProvider, endpoints, declarations } = inputs;
  // Who the user is decides what the console serves (docs/decisions/0022): an ordinary user's
  // console sends no administration request. If the answer does not come, the API decides (403).
  const queryClient = adminQueryClientModule.preload().then(
    ({ createAdminQueryClient }) => createAdminQueryClient(services),
    () => undefined,
  );
  const admin = Promise.all([queryClient, adminQueryClientModule.preload()]).then(
    ([client, { isAdministrator }]) => (client ? isAdministrator(client, services) : true),
    () => true,
  );
  const modules: Promise<unknown>[] = [
    admin,
    LazyAdminApp.preload(),
    resourceRegistry.preload(),
    i18nProvider.completeCatalog(),
  ];
  if (isHomePath(services.config)) modules.push(preloadDashboardPage());
  else {
    const route = currentRoute(services.config);
    modules.push(preloadGenericView(route.pathname), dataProviderModule.preload());
    Promise.all([
      admin,
      queryClient,
      declarations ?? resourceRegistry.preload(),
      dataProviderModule.preload(),
      prefetchFirstReadModule.preload(),
    ]).then(
      ([isAdmin, client, declared, { createDataProvider }, { prefetchFirstRead }]) =>
        isAdmin &&
        client &&
        !signal.aborted &&
        prefetchFirstRead(client, {
          declarations: declared,
          dataProvider: createDataProvider(services.client, endpointResolver(declared, endpoints ?? {})),
          store,
          location: route,
        }),
      () => undefined,
    );
  }
  await Promise.allSettled(modules);
  return { queryClient: await queryClient, admin: await admin };
}

/**
 * Once `load` (someone is signed in and the start screen is shown), the signed-in console's query
 * client when everything the shell shows first is there (`preloadSignedInApp`); null until then,
 * and again after signing out (the next sign-in starts with a new client). A view that suspended
 * behind a fallback would be revealed in React's throttled batch (~300 ms later), not when it
 * arrived: hence the wait.
 */
export function useSignedInShell(
  load: boolean,
  inputs: SignedInShellInputs,
): { queryClient: QueryClient | undefined; admin: boolean } | null {
  const [shell, setShell] = useState<{ queryClient: QueryClient | undefined; admin: boolean } | null>(null);
  const { services, store, i18nProvider, endpoints, declarations } = inputs;
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    // A transition: React renders the whole shell in slices, yielding to the browser between them,
    // instead of one long task that blocks input (the start screen stays until it is done).
    void preloadSignedInApp({ services, store, i18nProvider, endpoints, declarations }, controller.signal).then(
      (shell) => !controller.signal.aborted && startTransition(() => setShell(shell)),
    );
    return () => {
      controller.abort();
      setShell(null);
    };
  }, [load, services, store, i18nProvider, endpoints, declarations]);
  return shell;
}
