import type { ReactElement } from 'react';
import { CustomRoutes } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { AppConfig } from '../config/appConfig';
import { screensOf } from '../framework/resource/pathFor';
import type { AnyResourceDeclaration } from '../framework/resource/ResourceDeclaration';
import { resourceRoutes } from '../framework/resource/resourceRoutes';
import { HomePage } from '../pages/dashboard/HomePage';
import { pageRoutes } from '../routes/pageRoutes';
import { shellRoutes } from './shellRoutes';

/**
 * The routes the signed-in console serves: as react-admin's custom routes (the dashboard at home,
 * the routes both shells serve and every resource screen), and by name (pages ask through
 * `useRouteAvailable`).
 */
export function adminRoutes(
  config: AppConfig,
  declarations: readonly AnyResourceDeclaration[],
  admin = true,
): { names: ReadonlySet<string>; routes: ReactElement } {
  const names = new Set([
    'home',
    'error_404',
    ...pageRoutes.map((route) => route.name),
    ...declarations.flatMap((declaration) => screensOf(declaration).map((screen) => screen.name)),
  ]);
  const routes = (
    <CustomRoutes>
      {/* An ordinary user's console opens at their own area (docs/decisions/0022). */}
      {shellRoutes(config, 'admin', admin ? <HomePage /> : <Navigate to="/me/profile" replace />)}
      {resourceRoutes(declarations)}
    </CustomRoutes>
  );
  return { names, routes };
}
