import { Route, Routes } from 'react-router-dom';
import type { I18nProvider, Store } from 'react-admin';
import type { AnyResourceDeclaration } from './framework/resource/ResourceDeclaration';
import { GuestLayout } from './shell/GuestLayout';
import { useServices } from './framework/ServicesContext';
import { ConsoleContexts } from './framework/layout/ConsoleContexts';
import { LeaveConfirm } from './framework/routing/LeaveConfirm';
import { GuestCatchAll } from './shell/GuestCatchAll';
import { shellRoutes } from './shell/shellRoutes';
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
          {shellRoutes(config, 'guest', <SignInPage />)}
          <Route path="*" element={<GuestCatchAll declarations={declarations} />} />
        </Routes>
        <LeaveConfirm />
      </GuestLayout>
    </ConsoleContexts>
  );
}
