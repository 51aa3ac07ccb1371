import type { PageRoute } from '../framework/routing/PageRoute';
import { lazyPage } from '../framework/routing/lazyPage';
import { SocialLoginRoute } from '../pages/public/SocialLoginRoute';

/**
 * Public flows and common pages (SPEC §2 "Common and public screens", "Other screens"). Guest-only
 * flows (sign-up, recovery, reset) send a signed-in user home; social_login, the demo info page,
 * /test and the static pages are common.
 */
export const publicRoutes: PageRoute[] = [
  { name: 'social_login', path: '/social-login', access: 'common', element: <SocialLoginRoute /> },
  {
    name: 'password_reset',
    path: '/password-reset',
    access: 'guest',
    element: lazyPage(() => import('../pages/public/PasswordResetPage')),
  },
  {
    name: 'password_recovery',
    path: '/password-recovery',
    access: 'guest',
    element: lazyPage(() => import('../pages/public/PasswordRecoveryPage')),
  },
  {
    name: 'sign_up',
    path: '/sign-up',
    access: 'guest',
    element: lazyPage(() => import('../pages/public/signUp/SignUpPage')),
  },
  {
    name: 'sign_up_complete',
    path: '/sign-up/complete',
    access: 'guest',
    element: lazyPage(() => import('../pages/public/SignUpCompletePage')),
  },
  {
    name: 'pre_registration',
    path: '/pre-registration',
    access: 'guest',
    element: lazyPage(() => import('../pages/public/PreRegistrationPage')),
  },
  { name: 'demo', path: '/demo', access: 'common', element: lazyPage(() => import('../pages/demo/DemoInfoPage')) },
  { name: 'test', path: '/test', access: 'common', element: lazyPage(() => import('../pages/public/TestPage')) },
  // Static pages (config.staticPages, default terms and privacy): named after the page, checked inside.
];
