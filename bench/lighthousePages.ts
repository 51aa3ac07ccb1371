/**
 * The audited pages: `sign-in` (signed out), `dashboard`, and the signed-in deep links `users`
 * (`/user`), `permissions` (`/permission`), `auth-type-create` (`/auth-type/create`) and
 * `user-record` (`/user/update/1`).
 */
export const LIGHTHOUSE_PAGES = [
  'sign-in',
  'dashboard',
  'users',
  'permissions',
  'auth-type-create',
  'user-record',
] as const;
export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];

export interface PageSpec {
  /** The row's name in the results. */
  name: string;
  /** The audited path (a full page load of it). */
  path: string;
  signedIn: boolean;
  /** An API path (under /api/v1, without the query) the signed-in page must load with a 200. */
  api?: string;
  /**
   * Issue 46's absolute goal, for the first screens: performance at least 97 with an LCP of at
   * most 2.5 s. A deep link has none here: its goal is the bare react-admin app's list in the
   * same run (bench/lighthouseBareApp.ts).
   */
  absoluteGoal?: boolean;
}

export const PAGE_SPECS: Record<LighthousePage, PageSpec> = {
  'sign-in': { name: 'sign-in page (`/`, signed out)', path: '/', signedIn: false, absoluteGoal: true },
  dashboard: {
    name: 'dashboard (`/`, signed in)',
    path: '/',
    signedIn: true,
    api: '/stats/dashboard',
    absoluteGoal: true,
  },
  users: {
    name: 'users list (`/user`, phone cards, signed in, deep link)',
    path: '/user',
    signedIn: true,
    api: '/user',
  },
  permissions: {
    name: 'permissions list (`/permission`, phone cards, signed in, deep link)',
    path: '/permission',
    signedIn: true,
    api: '/permission',
  },
  'auth-type-create': {
    name: 'authentication-type create form (`/auth-type/create`, signed in, deep link)',
    path: '/auth-type/create',
    signedIn: true,
    api: '/internal-user/me',
  },
  'user-record': {
    name: "a user's record page (`/user/update/1`, signed in, deep link)",
    path: '/user/update/1',
    signedIn: true,
    api: '/user/1',
  },
};
