import { useEffect, useMemo, useState } from 'react';
import { Route } from 'react-router-dom';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  type GetListParams,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { consoleThemes } from './framework/layout/themes';
import { createAuthProvider } from './providers/createAuthProvider';
import { createAdminQueryClient } from './providers/createAdminQueryClient';
import { lazyDataProvider } from './providers/lazyDataProvider';
import { dataProviderModule } from './dataProviderModule';
import type { ResourceEndpoint } from './providers/ResourceEndpoint';
import { useServices } from './framework/ServicesContext';
import { AppLayout } from './shell/AppLayout';
import { UndoableMutationQueue } from './framework/pendingChanges/UndoableMutationQueue';
import { ConsoleNotification } from './framework/layout/ConsoleNotification';
import { LeaveConfirmDialog } from './framework/routing/LeaveConfirmDialog';
import { staticPageRoutes } from './shell/staticPageRoutes';
import { NotFoundPage } from './framework/layout/NotFoundPage';
import { CatchAllPage } from './framework/resource/CatchAllPage';
import { RegistryContext, useRegisteredResources } from './framework/resource/RegistryContext';
import { resourceRegistry } from './shell/resourceRegistry';
import { SignedInStartScreen } from './shell/SignedInStartScreen';
import { GuardedRoute } from './framework/routing/GuardedRoute';
import { pageRouteElements } from './framework/routing/pageRouteElements';
import { pageRoutes } from './routes/pageRoutes';
import { DeclaredRoutes } from './framework/routing/DeclaredRoutes';
import { HomePage } from './pages/dashboard/HomePage';
import { endpointResolver } from './framework/resource/endpointsOf';
import type { AnyResourceDeclaration } from './framework/resource/ResourceDeclaration';
import { resourceDefinitions, resourceRoutes } from './framework/resource/resourceRoutes';
import { screensOf } from './framework/resource/pathFor';
import { takeFirstListRead } from './framework/resource/firstListRead';

/** The routes this console serves, by name (pages ask through `useRouteAvailable`): custom screens and every resource screen. */
function routeNamesOf(declarations: readonly AnyResourceDeclaration[]): ReadonlySet<string> {
  return new Set([
    'home',
    'error_404',
    ...pageRoutes.map((route) => route.name),
    ...declarations.flatMap((declaration) => screensOf(declaration).map((screen) => screen.name)),
  ]);
}

export interface AdminAppProps {
  i18nProvider: I18nProvider;
  store: Store;
  /** Extra or replacement endpoints (by resource name); the declarations' own come first. */
  endpoints?: Record<string, ResourceEndpoint>;
  /** Declared resources (default: every file in resources/). */
  declarations?: readonly AnyResourceDeclaration[];
}

const noEndpoints: Record<string, ResourceEndpoint> = {};
const noDeclarations: readonly AnyResourceDeclaration[] = [];

/** The signed-in console: react-admin with the shell's routes and every declared resource. */
export function AdminApp({
  i18nProvider,
  store,
  endpoints: extraEndpoints = noEndpoints,
  declarations: given,
}: AdminAppProps) {
  const services = useServices();
  const { config, client } = services;
  const registry = useRegisteredResources(resourceRegistry, true, given);
  const declarations = registry ?? noDeclarations;
  // If the declarations cannot be loaded (reported through the lazy-load-error event), the console
  // still opens, without resources.
  const [registryFailed, setRegistryFailed] = useState(false);
  useEffect(() => {
    if (given) return;
    let current = true;
    resourceRegistry.load().catch(() => current && setRegistryFailed(true));
    return () => {
      current = false;
    };
  }, [given]);
  const authProvider = useMemo(() => createAuthProvider(services), [services]);
  // One per signed-in console (the console mounts this at a signed-in start or after signing in).
  const [queryClient] = useState(() => createAdminQueryClient(services.session.isSignedIn));
  const routeNames = useMemo(() => routeNamesOf(declarations), [declarations]);
  const endpoints = useMemo(() => endpointResolver(declarations, extraEndpoints), [declarations, extraEndpoints]);
  const dataProvider = useMemo(
    () =>
      lazyDataProvider(
        client,
        endpoints,
        dataProviderModule.load,
        // A deep link's first list read, started before the list mounted (Console).
        (method, args) =>
          method === 'getList' && typeof args[0] === 'string'
            ? takeFirstListRead(services, args[0], args[1] as GetListParams)
            : undefined,
      ),
    [client, endpoints, services],
  );

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

  // Menu and routes need the declarations (preloaded at a signed-in start, see Console): wait for
  // them rather than render the whole console without them and then all of it again.
  if (!registry && !registryFailed) return <StartScreen />;
  return (
    <DeclaredRoutes names={routeNames}>
      <RegistryContext.Provider value={registry}>
        {/* react-admin's <Admin> without its login page (the guest shell signs in): <Admin> is
          AdminContext + AdminUI, and AdminUI imports the login form (~25 KB gzipped) as a default. */}
        <AdminContext
          authProvider={authProvider}
          dataProvider={dataProvider}
          queryClient={queryClient}
          i18nProvider={i18nProvider}
          store={store}
          theme={consoleThemes(config.layout).lightTheme}
          darkTheme={consoleThemes(config.layout).darkTheme}
        >
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
                <CustomRoutes>
                  <Route
                    path="/"
                    element={
                      <GuardedRoute name="home" access="common">
                        <HomePage />
                      </GuardedRoute>
                    }
                  />
                  <Route
                    path="/page-not-found"
                    element={
                      <GuardedRoute name="error_404" access="common">
                        <NotFoundPage />
                      </GuardedRoute>
                    }
                  />
                  {pageRouteElements(pageRoutes, 'admin')}
                  {staticPageRoutes(config)}
                  {resourceRoutes(declarations)}
                </CustomRoutes>
                {resourceDefinitions(declarations)}
              </CoreAdminUI>
              <ConsoleNotification />
              <LeaveConfirmDialog />
            </UndoableMutationQueue>
          </CssBaseline>
        </AdminContext>
      </RegistryContext.Provider>
    </DeclaredRoutes>
  );
}
