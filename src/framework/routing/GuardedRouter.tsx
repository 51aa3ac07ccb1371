import { useState, type ReactNode } from 'react';
import { createBrowserHistory, createHashHistory } from '@remix-run/router';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { guardHistory } from './guardHistory';
import { NavigationGuard } from './NavigationGuard';
import { NavigationGuardContext } from './NavigationGuardContext';

/**
 * react-router's router over a browser history under the root path, or a hash history (routes
 * after the `#`), made to ask before leaving a screen with unsaved changes (`NavigationGuard`):
 * react-router's own blocker needs a data router, which the console does not use.
 */
export function GuardedRouter({
  router,
  rootPath,
  children,
}: {
  router: 'browser' | 'hash';
  rootPath: string;
  children: ReactNode;
}) {
  const [guard] = useState(() => new NavigationGuard());
  const [history] = useState(() =>
    guardHistory(
      router === 'hash' ? createHashHistory({ v5Compat: true }) : createBrowserHistory({ v5Compat: true }),
      guard,
    ),
  );
  return (
    <NavigationGuardContext.Provider value={guard}>
      <HistoryRouter
        history={history}
        {...(router === 'browser' && rootPath !== '/' ? { basename: rootPath.replace(/\/$/, '') } : {})}
      >
        {children}
      </HistoryRouter>
    </NavigationGuardContext.Provider>
  );
}
