import type { PageRoute } from '../framework/routing/PageRoute';
import { lazyPage } from '../framework/routing/lazyPage';

/** CSV import wizard, imports status page, and the change history of users and auth types. */
export const importRoutes: PageRoute[] = [
  {
    name: 'import',
    path: '/import/:resource',
    access: 'private',
    element: lazyPage(() => import('../pages/import/ImportWizardPage')),
  },
  {
    name: 'imports',
    path: '/imports',
    access: 'private',
    element: lazyPage(() => import('../pages/import/ImportsPage')),
  },
  {
    name: 'user_history',
    path: '/user/activity/:id',
    access: 'private',
    element: lazyPage(() => import('../pages/history/UserHistoryPage')),
  },
  {
    name: 'authType_history',
    path: '/auth-type/activity/:id',
    access: 'private',
    element: lazyPage(() => import('../pages/history/AuthTypeHistoryPage')),
  },
];
