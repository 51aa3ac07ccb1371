import type { ReactNode } from 'react';
import { AppBar, Layout, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { useSignedIn } from '../ServicesContext';
import { AppMenu } from './AppMenu';
import { GuestLayout } from './GuestLayout';
import { useServerVersion } from '../useServerVersion';

function AppTopBar() {
  return (
    <AppBar toolbar={<><LocalesMenuButton /><ToggleThemeButton /></>}>
      <TitlePortal />
    </AppBar>
  );
}

/** Signed-in users get the admin frame (app bar, menu); guests get the light guest frame. */
export function AppLayout({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  useServerVersion();
  if (!signedIn) return <GuestLayout>{children}</GuestLayout>;
  return (
    <Layout appBar={AppTopBar} menu={AppMenu}>
      {children}
    </Layout>
  );
}
