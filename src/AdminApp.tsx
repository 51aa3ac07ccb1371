import { useMemo, useState } from 'react';
import { CssBaseline } from '@mui/material';
import type { QueryClient } from '@tanstack/react-query';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { adminThemes } from './framework/layout/adminThemes';
import { createAuthProvider } from './providers/createAuthProvider';
import { createAdminQueryClient } from './providers/createAdminQueryClient';
import { lazyDataProvider } from './providers/lazyDataProvider';
import { dataProviderModule } from './dataProviderModule';
import type { ResourceEndpoint } from './providers/ResourceEndpoint';
import { useServices } from './framework/ServicesContext';
import { AppLayout } from './shell/AppLayout';
import { UndoableMutationQueue } from './framework/internals/redrawn/UndoableMutationQueue';
import { ConsoleNotification } from './framework/internals/redrawn/ConsoleNotification';
import { LeaveConfirm } from './framework/routing/LeaveConfirm';
import { CatchAllPage } from './framework/resource/CatchAllPage';
import { RegistryContext } from './framework/resource/RegistryContext';
import { useAdminDeclarations } from './shell/useAdminDeclarations';
import { adminRoutes } from './shell/adminRoutes';
import { SignedInStartScreen } from './shell/SignedInStartScreen';
import { DeclaredRoutes } from './framework/routing/DeclaredRoutes';
import { endpointResolver } from './framework/resource/endpointsOf';
import type { AnyResourceDeclaration } from './framework/resource/ResourceDeclaration';
import { resourceDefinitions } from './framework/resource/resourceRoutes';
import { RaFixedResourceDefinitions } from './framework/internals/RaFixedResourceDefinitions';
import { isAdminDeclaration } from './framework/resource/isAdminDeclaration';
import { AdminAccessContext } from './framework/routing/AdminAccess';

export interface AdminAppProps {
  i18nProvider: I18nProvider;
  store: Store;
  /** Extra or replacement endpoints (by resource name); the declarations' own come first. */
  endpoints?: Record<string, ResourceEndpoint>;
  /** Declared resources (default: every file in resources/). */
  declarations?: readonly AnyResourceDeclaration[];
  /**
   * react-admin's query client, with what a signed-in start read ahead in it (`useSignedInShell`);
   * default: a new one.
   */
  queryClient?: QueryClient | undefined;
  /**
   * Whether the user may administer (docs/decisions/0022): an ordinary user gets their own area
   * only: no administration resources in the menu, the access page at their addresses. Default: yes.
   */
  admin?: boolean;
}

const noEndpoints: Record<string, ResourceEndpoint> = {};
const noDeclarations: readonly AnyResourceDeclaration[] = [];

/** The signed-in console: react-admin with the shell's routes and every declared resource. */
export function AdminApp({
  i18nProvider,
  store,
  endpoints: extraEndpoints = noEndpoints,
  declarations: given,
  queryClient: givenQueryClient,
  admin = true,
}: AdminAppProps) {
  const services = useServices();
  const { config, client } = services;
  // Menu and routes need the declarations (preloaded at a signed-in start, see useSignedInShell):
  // the start screen stays until they are in, rather than the whole console rendering without them
  // and then all of it again.
  const registry = useAdminDeclarations(given);
  const declarations = registry ?? noDeclarations;
  const authProvider = useMemo(() => createAuthProvider(services), [services]);
  // One per signed-in console (the console mounts this at a signed-in start or after signing in).
  const [queryClient] = useState(() => givenQueryClient ?? createAdminQueryClient(services));
  const routes = useMemo(() => adminRoutes(config, declarations, admin), [config, declarations, admin]);
  const endpoints = useMemo(() => endpointResolver(declarations, extraEndpoints), [declarations, extraEndpoints]);
  // An ordinary user's menu and palette know only the resources of their own area.
  const resources = useMemo(
    () => resourceDefinitions(admin ? declarations : declarations.filter((d) => !isAdminDeclaration(d))),
    [declarations, admin],
  );
  const dataProvider = useMemo(() => lazyDataProvider(client, endpoints, dataProviderModule.load), [client, endpoints]);

  // The start screen again while the declarations load, and as react-admin's `loading` (shown while
  // it checks the session) rather than its own loading page (no landmark, no heading) flashing
  // between the start screen and the frame.
  const StartScreen = useMemo(
    () =>
      function StartScreen() {
        return (
          <SignedInStartScreen i18nProvider={i18nProvider} store={store} {...(given ? { declarations: given } : {})} />
        );
      },
    [i18nProvider, store, given],
  );

  if (!registry) return <StartScreen />;
  return (
    <AdminAccessContext.Provider value={admin}>
      <DeclaredRoutes names={routes.names}>
        <RegistryContext.Provider value={registry}>
          {/* react-admin's <Admin> without its login page (the guest shell signs in): <Admin> is
          AdminContext + AdminUI, and AdminUI imports the login form (~25 KB gzipped) as a default. */}
          <AdminContext
            authProvider={authProvider}
            dataProvider={dataProvider}
            queryClient={queryClient}
            i18nProvider={i18nProvider}
            store={store}
            theme={adminThemes(config.layout).lightTheme}
            darkTheme={adminThemes(config.layout).darkTheme}
          >
            <RaFixedResourceDefinitions resources={resources}>
              <CssBaseline enableColorScheme>
                <UndoableMutationQueue>
                  <CoreAdminUI
                    title={config.name}
                    layout={AppLayout}
                    catchAll={CatchAllPage}
                    loginPage={false}
                    accessDenied={AccessDenied}
                    authCallbackPage={AuthCallback}
                    authenticationError={AuthenticationError}
                    error={ErrorPage}
                    loading={StartScreen}
                    disableTelemetry
                  >
                    {routes.routes}
                    {resources}
                  </CoreAdminUI>
                  <ConsoleNotification />
                  <LeaveConfirm />
                </UndoableMutationQueue>
              </CssBaseline>
            </RaFixedResourceDefinitions>
          </AdminContext>
        </RegistryContext.Provider>
      </DeclaredRoutes>
    </AdminAccessContext.Provider>
  );
}
