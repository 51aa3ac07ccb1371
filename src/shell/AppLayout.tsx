import type { ReactNode } from 'react';
import { useServerVersion } from '../framework/useServerVersion';
import { InitDataProvider } from '../framework/InitDataContext';
import { LayoutFrame } from './LayoutFrame';
import { LayoutPageContext } from './LayoutPage';

/** The signed-in frame: app bar (search and shortcuts, language, theme, account menu), navigation menu, demo notice, the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const init = useServerVersion();
  return (
    <InitDataProvider value={init}>
      <LayoutPageContext.Provider value={children}>
        <LayoutFrame />
      </LayoutPageContext.Provider>
    </InitDataProvider>
  );
}
