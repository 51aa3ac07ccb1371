import { useMemo, useSyncExternalStore } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import { darkTheme, lightTheme } from './framework/layout/themes';
import type { Messages } from '../i18n/Messages';
import type { LocaleCode } from './config/appConfig';
import { createAuthProvider } from './providers/createAuthProvider';
import { lazyDataProvider } from './providers/lazyDataProvider';
import { createI18nProvider } from './providers/createI18nProvider';
import type { Services } from './providers/createServices';
import type { ResourceEndpoint } from './providers/ResourceEndpoint';
import { ServicesContext } from './framework/ServicesContext';
import { AppLayout } from './framework/layout/AppLayout';
import { NotFoundPage } from './framework/layout/NotFoundPage';
import { CatchAllPage } from './framework/resource/CatchAllPage';
import { RegistryContext, useRegisteredResources } from './framework/resource/RegistryContext';
import { GuardedRoute } from './framework/routing/GuardedRoute';
import { HomePage } from './pages/HomePage';
import { endpointsOf } from './framework/resource/endpointsOf';
import type { AnyResourceDeclaration } from './framework/resource/ResourceDeclaration';
import { resourceDefinitions, resourceRoutes } from './framework/resource/resourceRoutes';

export interface AppProps {
  services: Services;
  initialLocale: { locale: LocaleCode; messages: Messages };
  /** Extra or replacement endpoints (by resource name); the declarations' own come first. */
  endpoints?: Record<string, ResourceEndpoint>;
  /** Declared resources (default: every file in resources/, loaded once someone is signed in). */
  declarations?: readonly AnyResourceDeclaration[];
}

const noEndpoints: Record<string, ResourceEndpoint> = {};
const noDeclarations: readonly AnyResourceDeclaration[] = [];

/** The console: providers built from the services, the shell's routes, the resources. */
export function App({ services, initialLocale, endpoints: extraEndpoints = noEndpoints, declarations: given }: AppProps) {
  const { config, client, subdomain, session } = services;
  const signedIn = useSyncExternalStore(
    (listener) => session.onChange(listener),
    () => session.isSignedIn,
  );
  const registry = useRegisteredResources(signedIn, given);
  const declarations = registry ?? noDeclarations;
  const authProvider = useMemo(() => createAuthProvider(services), [services]);
  const endpoints = useMemo(
    () => ({ ...endpointsOf(declarations, config.api.resources), ...extraEndpoints }),
    [declarations, config.api.resources, extraEndpoints],
  );
  const dataProvider = useMemo(
    () =>
      lazyDataProvider(client, (resource) => {
        const endpoint = endpoints[resource];
        if (!endpoint) throw new Error(`No endpoint declared for resource "${resource}"`);
        return endpoint;
      }),
    [client, endpoints],
  );
  const i18nProvider = useMemo(() => createI18nProvider(config.languages, initialLocale), [config.languages, initialLocale]);
  // Preferences are kept per organization (and per user server-side, see the preferences API).
  const store = useMemo(() => localStorageStore(undefined, `console:${subdomain ?? 'default'}`), [subdomain]);

  return (
    <ServicesContext.Provider value={services}>
      <RegistryContext.Provider value={registry}>
      {/* Clean URLs (DESIGN §8): react-admin would otherwise use a hash router. */}
      <BrowserRouter basename={config.rootPath === '/' ? undefined : config.rootPath.replace(/\/$/, '')}>
      <Admin
        title={config.name}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={AppLayout}
        catchAll={CatchAllPage}
        loginPage={false}
        theme={lightTheme}
        darkTheme={darkTheme}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/" element={<GuardedRoute name="home" access="common"><HomePage /></GuardedRoute>} />
          <Route path="/page-not-found" element={<GuardedRoute name="error_404" access="common"><NotFoundPage /></GuardedRoute>} />
          {resourceRoutes(declarations)}
        </CustomRoutes>
        {resourceDefinitions(declarations)}
      </Admin>
      </BrowserRouter>
      </RegistryContext.Provider>
    </ServicesContext.Provider>
  );
}
