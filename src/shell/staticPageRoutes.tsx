import { Route } from 'react-router-dom';
import type { AppConfig } from '../config/appConfig';
import { GuardedRoute } from '../framework/routing/GuardedRoute';
import { lazyComponent } from '../framework/lazyComponent';

const StaticPage = lazyComponent(() => import('../pages/public/StaticPage').then((module) => module.default), {
  fallback: null,
});

/**
 * `/{page}` for every static page of the configuration (SPEC §2: terms and privacy by default),
 * each a common route named after the page so `disabledRoutes` can hide it.
 */
export function staticPageRoutes(config: AppConfig) {
  return Object.keys(config.staticPages).map((name) => (
    <Route
      key={`static-${name}`}
      path={`/${name}`}
      element={
        <GuardedRoute name={name} access="common">
          <StaticPage name={name} />
        </GuardedRoute>
      }
    />
  ));
}
