import { Route, Routes } from 'react-router-dom';
import type { I18nProvider, Store } from 'react-admin';
import type { AnyResourceDeclaration } from './framework/resource/ResourceDeclaration';
import { GuestLayout } from './shell/GuestLayout';
import { staticPageRoutes } from './shell/staticPageRoutes';
import { useServices } from './framework/ServicesContext';
import { NotFoundPage } from './framework/layout/NotFoundPage';
import { ConsoleContexts } from './framework/layout/ConsoleContexts';
import { GuardedRoute } from './framework/routing/GuardedRoute';
import { LeaveConfirmDialog } from './framework/routing/LeaveConfirmDialog';
import { pageRouteElements } from './framework/routing/pageRouteElements';
import { pageRoutes } from './routes/pageRoutes';
import { GuestCatchAll } from './shell/GuestCatchAll';
import { SignInPage } from './pages/auth/SignInPage';

export interface GuestAppProps {
  i18nProvider: I18nProvider;
  store: Store;
  declarations?: readonly AnyResourceDeclaration[];
}

/** The screens a visitor sees before signing in, without react-admin's admin machinery. */
export function GuestApp({ i18nProvider, store, declarations }: GuestAppProps) {
  const { config } = useServices();
  return (
    <ConsoleContexts i18nProvider={i18nProvider} store={store}>
      <GuestLayout>
        <Routes>
          <Route
            path="/"
            element={
              <GuardedRoute name="home" access="common">
                <SignInPage />
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
          {pageRouteElements(pageRoutes, 'guest')}
          {staticPageRoutes(config)}
          <Route path="*" element={<GuestCatchAll declarations={declarations} />} />
        </Routes>
        <LeaveConfirmDialog />
      </GuestLayout>
    </ConsoleContexts>
  );
}
