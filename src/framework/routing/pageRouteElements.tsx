import { Route } from 'react-router-dom';
import type { PageRoute } from './PageRoute';
import { GuardedRoute } from './GuardedRoute';

/** `<Route>`s for the custom screens a shell serves (`guest`: common + guest-only; else common + private). */
export function pageRouteElements(routes: readonly PageRoute[], shell: 'guest' | 'admin') {
  return routes
    .filter((route) => route.access === 'common' || route.access === (shell === 'guest' ? 'guest' : 'private'))
    .map((route) => (
      <Route
        key={route.name}
        path={route.path}
        element={
          <GuardedRoute name={route.name} access={route.access}>
            {route.element}
          </GuardedRoute>
        }
      />
    ));
}
