import { Route } from 'react-router-dom';
import type { PageRoute } from './PageRoute';
import { GuardedRoute } from './GuardedRoute';

/**
 * `<Route>`s for the custom screens a shell serves: the guest shell common and guest-only ones (a
 * private path falls to its catch-all, which sends the guest to sign in); the admin shell every
 * one, its guard sending a signed-in user who opens a guest-only screen home (SPEC §2), not to 404.
 */
export function pageRouteElements(routes: readonly PageRoute[], shell: 'guest' | 'admin') {
  return routes
    .filter((route) => shell === 'admin' || (route.access !== 'private' && route.access !== 'admin'))
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
