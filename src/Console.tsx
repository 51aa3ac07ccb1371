import { startTransition, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { GuardedRouter } from './framework/routing/GuardedRouter';
import type { Store } from 'react-admin';
import type { StartMessages } from '../i18n/locales';
import type { LocaleCode } from './config/appConfig';
import { createI18nProvider, type ConsoleI18nProvider } from './providers/createI18nProvider';
import { createConsoleStore } from './providers/createConsoleStore';
import type { Services } from './providers/createServices';
import type { ResourceEndpoint } from './providers/ResourceEndpoint';
import type { AnyResourceDeclaration } from './framework/resource/ResourceDeclaration';
import { ServicesContext } from './framework/ServicesContext';
import { lazyComponent } from './framework/lazyComponent';
import { lazyModule } from './framework/lazyModule';
import { GuestApp } from './GuestApp';
import { AppErrorBoundary } from './framework/layout/AppErrorBoundary';
import { resourceRegistry } from './shell/resourceRegistry';
import { preloadDashboardPage } from './pages/dashboard/LazyDashboardPage';
import { SignedInStartScreen } from './shell/SignedInStartScreen';
import { useFirstScreenShown } from './framework/layout/useFirstScreenShown';
import { useRippleActionsOff } from './framework/internals/useRippleActionsOff';
import { isHomePath } from './framework/routing/isHomePath';
import { adoptRouterUrl, currentRoute } from './framework/routing/routerUrl';
import { preloadGenericView } from './framework/resource/views/genericViews';
import { dataProviderModule } from './dataProviderModule';

// react-admin, its layout, tables and forms load once someone is signed in: the sign-in page and
// the other public screens are a light MUI shell over the same i18n, theme and store.
const AdminApp = lazyComponent(() => import('./AdminApp').then((module) => module.AdminApp));

// The first list read's code (it comes with the shell's: the sign-in page does not download it).
const firstListReadModule = lazyModule(() => import('./framework/resource/firstListRead'));

/**
 * Starts downloading what a signed-in start shows — the admin shell, the resource declarations,
 * the rest of the language's catalog and, on the home path, the dashboard, elsewhere the generic
 * view the path opens and the data layer — together, instead of one after another as the shell
 * renders. Resolves once all are there or failed: failures are ignored here, the lazy components
 * load the same modules again and report a failure themselves (a catalog that failed shows keys,
 * as a missing translation does, and the next change of language loads it again).
 */
function preloadSignedInApp(
  home: boolean,
  i18nProvider: ConsoleI18nProvider,
  firstRead: FirstReadInputs,
): Promise<unknown> {
  const modules: Promise<unknown>[] = [AdminApp.preload(), resourceRegistry.preload(), i18nProvider.completeCatalog()];
  if (home) modules.push(preloadDashboardPage());
  else {
    const route = currentRoute(firstRead.services.config);
    modules.push(preloadGenericView(route.pathname), dataProviderModule.preload());
    // A list's first page is read as soon as the declarations and the data layer are in.
    // Preloads: a failed download is reported by the load that needs it, as for the modules above.
    const declarations = firstRead.declarations ? Promise.resolve(firstRead.declarations) : resourceRegistry.preload();
    Promise.all([declarations, dataProviderModule.preload(), firstListReadModule.preload()]).then(
      ([declared, dataProvider, { startFirstListRead }]) =>
        startFirstListRead(firstRead.services, {
          declarations: declared,
          extraEndpoints: firstRead.endpoints ?? {},
          dataProvider,
          store: firstRead.store,
          location: route,
          basename: '/',
        }),
      () => undefined,
    );
  }
  return Promise.allSettled(modules);
}

/** What the first list read of a signed-in deep link needs (`startFirstListRead`). */
interface FirstReadInputs {
  services: Services;
  store: Store;
  declarations: readonly AnyResourceDeclaration[] | undefined;
  endpoints: Record<string, ResourceEndpoint> | undefined;
}

export interface ConsoleProps {
  services: Services;
  initialLocale: { locale: LocaleCode; messages: StartMessages };
  /** Extra or replacement endpoints (by resource name); the declarations' own come first. */
  endpoints?: Record<string, ResourceEndpoint>;
  /** Declared resources (default: every file in resources/, loaded once someone is signed in). */
  declarations?: readonly AnyResourceDeclaration[];
}

/** An explicit sign-out lands on the sign-in page; a session that ended on its own keeps the path. */
function SignOutRedirect({ services }: { services: Services }) {
  const navigate = useNavigate();
  useEffect(() => {
    const { session } = services;
    let automatic = false;
    let wasSignedIn = session.isSignedIn;
    const offSignOut = session.onSignOut(() => {
      automatic = true;
    });
    const offChange = session.onChange(() => {
      const signedOut = wasSignedIn && !session.isSignedIn;
      wasSignedIn = session.isSignedIn;
      if (!signedOut) return;
      // onSignOut (automatic sign-outs) fires right after the change: decide once both are known.
      queueMicrotask(() => {
        if (!automatic) navigate('/', { replace: true });
        automatic = false;
      });
    });
    return () => {
      offSignOut();
      offChange();
    };
  }, [services, navigate]);
  return null;
}

/** The console's root: shared services, router, i18n and store; the guest or the admin shell. */
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
  const loadShell = signedIn && startScreenShown;
  // The shell renders once everything it shows first is there: a view that suspended behind a
  // fallback would be revealed in React's throttled batch (~300 ms later), not when it arrived.
  const [shellReady, setShellReady] = useState(false);
  useEffect(() => {
    if (!loadShell) return;
    let current = true;
    // A transition: React renders the whole shell in slices, yielding to the browser between them,
    // instead of one long task that blocks input (the start screen stays until it is done).
    void preloadSignedInApp(isHomePath(config), i18nProvider, { services, store, declarations, endpoints }).then(
      () => current && startTransition(() => setShellReady(true)),
    );
    return () => {
      current = false;
    };
  }, [loadShell, config, i18nProvider, services, store, declarations, endpoints]);
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
          {loadShell && shellReady ? (
            <Suspense fallback={startScreen}>
              <AdminApp i18nProvider={i18nProvider} store={store} endpoints={endpoints} declarations={declarations} />
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
