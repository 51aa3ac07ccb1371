import type { ReactNode } from 'react';
import type { RouteAccess } from './routeAccess';

/**
 * A custom (non-resource) screen: its route name (SPEC §2, used by access rules and by
 * `disabledRoutes`), path under the root path, who may open it, and what it renders.
 * Common routes render in both shells, so their element must not need react-admin's data hooks.
 */
export interface PageRoute {
  name: string;
  path: string;
  access: RouteAccess;
  element: ReactNode;
}
