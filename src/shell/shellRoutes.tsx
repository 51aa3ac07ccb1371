import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { AppConfig } from '../config/appConfig';
import { GuardedRoute } from '../framework/routing/GuardedRoute';
import { pageRouteElements } from '../framework/routing/pageRouteElements';
import { NotFoundPage } from '../framework/layout/NotFoundPage';
import { pageRoutes } from '../routes/pageRoutes';
import { staticPageRoutes } from './staticPageRoutes';

/**
 * The routes both shells serve, each for its audience: `home` at `/`, the not-found page, the
 * custom screens (`src/routes/`) the shell's visitors may open, and the configuration's static pages.
 */
export function shellRoutes(config: AppConfig, shell: 'guest' | 'admin', home: ReactNode) {
  return [
    <Route
      key="home"
      path="/"
      element={
        <GuardedRoute name="home" access="common">
          {home}
        </GuardedRoute>
      }
    />,
    <Route
      key="error_404"
      path="/page-not-found"
      element={
        <GuardedRoute name="error_404" access="common">
          <NotFoundPage />
        </GuardedRoute>
      }
    />,
    ...pageRouteElements(pageRoutes, shell),
    ...staticPageRoutes(config),
  ];
}
