import { Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import type { StartMessages } from '../i18n/locales';
import type { LocaleCode } from './config/appConfig';
import { createI18nProvider } from './providers/createI18nProvider';
import { createConsoleStore } from './providers/createConsoleStore';
import type { Services } from './providers/createServices';
import type { ResourceEndpoint } from './providers/ResourceEndpoint';
import type { AnyResourceDeclaration } from './framework/resource/ResourceDeclaration';
import { ServicesContext } from './framework/ServicesContext';
import { GuardedRouter } from './framework/routing/GuardedRouter';
import { SignOutRedirect } from './framework/routing/SignOutRedirect';
import { AppErrorBoundary } from './framework/layout/AppErrorBoundary';
import { useFirstScreenShown } from './framework/layout/useFirstScreenShown';
import { useRippleActionsOff } from './framework/internals/useRippleActionsOff';
import { isHomePath } from './framework/routing/isHomePath';
import { adoptRouterUrl } from './framework/routing/routerUrl';
import { SignedInStartScreen } from './shell/SignedInStartScreen';
import { GuestApp } from './GuestApp';
import { LazyAdminApp } from './LazyAdminApp';
import { useSignedInShell } from './useSignedInShell';

export interface ConsoleProps {
  services: Services;
  initialLocale: { locale: LocaleCode; messages: StartMessages };
  /** Extra or replacement endpoints (by resource name); the declarations' own come first. */
  endpoints?: Record<string, ResourceEndpoint>;
  /** Declared resources (default: every file in resources/, loaded once someone is signed in). */
  declarations?: readonly AnyResourceDeclaration[];
}

/**
 * The console's root: shared services, router, i18n and store; for a guest the guest shell, for
 * someone signed in the start screen until the admin shell is there (`useSignedInShell`).
 */
export function Console({ services, initialLocale, endpoints, declarations }: ConsoleProps) {
  const { config, session, subdomain } = services;
  useRippleActionsOff();
  const signedIn = useSyncExternalStore(
    (listener) => session.onChange(listener),
    () => session.isSignedIn,
  );
  const i18nProvider = useMemo(
    () => createI18nProvider(config.languages, initialLocale),
    [config.languages, initialLocale],
  );
  // Preferences are kept per organization (and per user server-side, see the preferences API).
  const store = useMemo(() => createConsoleStore(subdomain, initialLocale.locale), [subdomain, initialLocale.locale]);
  // The address bar in the router's form before the router reads it (links made for the other form work).
  useState(() => adoptRouterUrl(config));
  // A signed-in start shows the start screen first; the shell's code (a few hundred KB) downloads
  // once it is on screen, rather than sharing a slow connection with the first screen's scripts.
  const [home] = useState(() => isHomePath(config));
  const startScreenShown = useFirstScreenShown(home);
  const shell = useSignedInShell(signedIn && startScreenShown, {
    services,
    store,
    i18nProvider,
    endpoints,
    declarations,
  });

  const startScreen = (
    <SignedInStartScreen i18nProvider={i18nProvider} store={store} {...(declarations ? { declarations } : {})} />
  );
  const errorTexts = {
    title: i18nProvider.translate('app.bootError.title'),
    message: i18nProvider.translate('app.bootError.message'),
    reload: i18nProvider.translate('app.bootError.reload'),
  };
  return (
    <AppErrorBoundary texts={errorTexts}>
      <ServicesContext.Provider value={services}>
        {/* Clean URLs (DESIGN §8), or routes after a `#` for static hosts (config.json's `router`). */}
        <GuardedRouter router={config.router} rootPath={config.rootPath}>
          <SignOutRedirect services={services} />
          {signedIn && shell ? (
            <Suspense fallback={startScreen}>
              <LazyAdminApp
                i18nProvider={i18nProvider}
                store={store}
                endpoints={endpoints}
                declarations={declarations}
                queryClient={shell.queryClient}
                admin={shell.admin}
              />
            </Suspense>
          ) : signedIn ? (
            startScreen
          ) : (
            <GuestApp i18nProvider={i18nProvider} store={store} declarations={declarations} />
          )}
        </GuardedRouter>
      </ServicesContext.Provider>
    </AppErrorBoundary>
  );
}
