import type { PageRoute } from '../framework/routing/PageRoute';
import { lazyPage } from '../framework/routing/lazyPage';

/** The organization's setup as a file: export, plan and apply (its own chunk). */
export const setupRoutes: PageRoute[] = [
  { name: 'setup', path: '/setup', access: 'admin', element: lazyPage(() => import('../pages/setup/SetupPage')) },
];
