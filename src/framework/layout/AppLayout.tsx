import type { ReactNode } from 'react';
import { AppBar, Layout, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { useSignedIn } from '../ServicesContext';
import { useServerVersion } from '../useServerVersion';
import { AccountMenu } from './AccountMenu';
import { AppMenu } from './AppMenu';
import { GuestLayout } from './GuestLayout';

function AppTopBar() {
  return (
    <AppBar
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
        </>
      }
    >
      {/* The page's own h1 names it; the bar repeats the title as plain text. */}
      <TitlePortal component="span" />
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
