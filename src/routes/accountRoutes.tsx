import { Navigate } from 'react-router-dom';
import type { PageRoute } from '../framework/routing/PageRoute';
import { lazyPage } from '../framework/routing/lazyPage';

/**
 * The signed-in user's area (`me/*`), SPEC §2 "Account area"; every page is its own chunk. The API
 * keys (my_api, internal-api-key_create/_update) are the `apiKey` resource's screens (resources/apiKey).
 */
export const accountRoutes: PageRoute[] = [
  { name: 'me', path: '/me', access: 'private', element: <Navigate to="/me/profile" replace /> },
  {
    name: 'my_profile',
    path: '/me/profile',
    access: 'private',
    element: lazyPage(() => import('../pages/me/ProfilePage')),
  },
  {
    name: 'my_organization',
    path: '/me/organization',
    access: 'private',
    element: lazyPage(() => import('../pages/me/OrganizationPage')),
  },
  {
    name: 'my_security',
    path: '/me/security',
    access: 'private',
    element: lazyPage(() => import('../pages/me/SecurityPage')),
  },
  {
    name: 'my_session',
    path: '/me/session',
    access: 'private',
    element: lazyPage(() => import('../pages/me/SessionsPage')),
  },
  {
    name: 'my_activity',
    path: '/me/activity',
    access: 'private',
    element: lazyPage(() => import('../pages/me/ActivityPage')),
  },
];
