import { useMemo } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, defaultDarkTheme, defaultLightTheme, localStorageStore } from 'react-admin';
import type { Messages } from '../i18n/Messages';
import type { LocaleCode } from './config/appConfig';
import { createAuthProvider } from './providers/createAuthProvider';
import { createDataProvider } from './providers/createDataProvider';
import { createI18nProvider } from './providers/createI18nProvider';
import type { Services } from './providers/createServices';
import type { ResourceEndpoint } from './providers/ResourceEndpoint';
import { ServicesContext } from './framework/ServicesContext';
import { AppLayout } from './framework/layout/AppLayout';
import { NotFoundPage } from './framework/layout/NotFoundPage';
import { GuardedRoute } from './framework/routing/GuardedRoute';
import { HomePage } from './pages/HomePage';

export interface AppProps {
  services: Services;
  initialLocale: { locale: LocaleCode; messages: Messages };
  endpoints?: Record<string, ResourceEndpoint>;
}

/** The console: providers built from the services, the shell's routes, the resources. */
export function App({ services, initialLocale, endpoints = {} }: AppProps) {
  const { config, client, subdomain } = services;
  const authProvider = useMemo(() => createAuthProvider(services), [services]);
  const dataProvider = useMemo(
    () =>
      createDataProvider(client, (resource) => {
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
      <Admin
        title={config.name}
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={store}
        layout={AppLayout}
        catchAll={NotFoundPage}
        loginPage={false}
        basename={config.rootPath === '/' ? undefined : config.rootPath.replace(/\/$/, '')}
        theme={defaultLightTheme}
        darkTheme={defaultDarkTheme}
        disableTelemetry
      >
        <CustomRoutes>
          <Route path="/" element={<GuardedRoute name="home" access="common"><HomePage /></GuardedRoute>} />
          <Route path="/page-not-found" element={<GuardedRoute name="error_404" access="common"><NotFoundPage /></GuardedRoute>} />
        </CustomRoutes>
      </Admin>
    </ServicesContext.Provider>
  );
}
