import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { lazyWithEvent } from '../api/http/lazyImport';
import type { AppConfig } from '../config/appConfig';
import { GuardedRoute } from '../framework/routing/GuardedRoute';

const StaticPage = lazy(() => lazyWithEvent(() => import('../pages/public/StaticPage')));

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
          <Suspense fallback={null}>
            <StaticPage name={name} />
          </Suspense>
        </GuardedRoute>
      }
    />
  ));
}
