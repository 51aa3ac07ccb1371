import type { ReactNode } from 'react';
import { AppBar, Layout, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';
import { useServerVersion } from '../framework/useServerVersion';
import { AccountMenu } from './AccountMenu';
import { AppMenu } from './AppMenu';
import { DemoNotice } from '../pages/demo/DemoNotice';
import { ImportWatcher } from '../pages/import/ImportWatcher';

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

/** The signed-in frame: app bar (language, theme, account menu), navigation menu, demo notice, the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  useServerVersion();
  return (
    <Layout appBar={AppTopBar} menu={AppMenu}>
      <ImportWatcher />
      {/* Demo mode: every signed-in screen says the data is shared and when it resets. */}
      <DemoNotice />
      {children}
    </Layout>
  );
}
