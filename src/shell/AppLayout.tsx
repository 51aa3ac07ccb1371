import { createContext, memo, useContext, type ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { useServerVersion } from '../framework/useServerVersion';
import { PageErrorScreen } from '../framework/layout/PageErrorScreen';
import { AccountMenu } from './AccountMenu';
import { AppLocalesButton } from './AppLocalesButton';
import { AppMenu } from './AppMenu';
import { ThemeButton } from './ThemeButton';
import { PaletteLauncher } from './palette/PaletteLauncher';
import { DemoNotice } from '../pages/demo/DemoNotice';
import { ImportWatcher } from '../pages/import/ImportWatcher';
import { raClasses } from '../framework/internals/raClasses';
import { InitDataProvider } from '../framework/InitDataContext';

function AppTopBar() {
  return (
    <AppBar
      userMenu={<AccountMenu />}
      toolbar={
        <>
          <PaletteLauncher />
          <AppLocalesButton />
          <ThemeButton />
        </>
      }
    >
      {/* The page's own h1 names it; the bar repeats the title as plain text. The title's
          configurable wrapper is an inline-block, which would be clipped without an ellipsis in a
          narrow window: inline, a long title ends in "…". */}
      <TitlePortal component="span" sx={{ [`& .${raClasses.configurableRoot}`]: { display: 'inline' } }} />
    </AppBar>
  );
}

const PageContext = createContext<ReactNode>(null);

function Page() {
  return <>{useContext(PageContext)}</>;
}

/**
 * The frame without the page: react-admin hands the layout new children on every navigation,
 * which would re-render the whole frame (app bar, menu, and react-admin's Inspector, whose render
 * reads `document.body.clientWidth` and so forces a layout of the page being left). Memoised, with
 * the page passed through a context, only the page re-renders.
 */
const Frame = memo(function Frame() {
  return (
    // min-width 0 (react-admin's frame uses fit-content): the page never grows past a narrow window;
    // wide tables scroll inside their own (focusable, labelled) containers.
    <Layout
      appBar={AppTopBar}
      menu={AppMenu}
      error={PageErrorScreen}
      sx={{ minWidth: 0, [`& .${raClasses.layoutContent}`]: { minWidth: 0 } }}
    >
      <ImportWatcher />
      {/* Demo mode: every signed-in screen says the data is shared and when it resets. */}
      <DemoNotice />
      <Page />
    </Layout>
  );
});

/** The signed-in frame: app bar (search and shortcuts, language, theme, account menu), navigation menu, demo notice, the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const init = useServerVersion();
  return (
    <InitDataProvider value={init}>
      <PageContext.Provider value={children}>
        <Frame />
      </PageContext.Provider>
    </InitDataProvider>
  );
}
