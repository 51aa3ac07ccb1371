import type { PageRoute } from '../framework/routing/PageRoute';
import { lazyPage } from '../framework/routing/lazyPage';

/** CSV import wizard and imports status page (the histories are pages of the user and authType resources). */
export const importRoutes: PageRoute[] = [
  {
    name: 'import',
    path: '/import/:resource',
    access: 'admin',
    element: lazyPage(() => import('../pages/import/ImportWizardPage')),
  },
  {
    name: 'imports',
    path: '/imports',
    access: 'admin',
    element: lazyPage(() => import('../pages/import/ImportsPage')),
  },
];
