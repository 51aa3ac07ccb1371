import type { PageRoute } from '../framework/routing/PageRoute';
import { lazyPage } from '../framework/routing/lazyPage';

/**
 * Administration screens that are not generic resource views (SPEC §2). Hooks are a nested
 * resource (resources/hook.ts); the auth-type and user histories are in importRoutes.
 */
export const adminPageRoutes: PageRoute[] = [
  {
    name: 'authType_credentials',
    path: '/auth-type/credentials/:id',
    access: 'private',
    element: lazyPage(() => import('../pages/authType/AuthTypeCredentialsPage')),
  },
  {
    name: 'authType_links',
    path: '/auth-type/social-links/:id',
    access: 'private',
    element: lazyPage(() => import('../pages/authType/AuthTypeSocialLinksPage')),
  },
  {
    name: 'authType_password_settings',
    path: '/auth-type/settings/:id',
    access: 'private',
    element: lazyPage(() => import('../pages/authType/AuthTypePasswordSettingsPage')),
  },
];
