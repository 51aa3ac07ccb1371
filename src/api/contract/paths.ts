/**
 * Default API paths (SPEC §7, DESIGN.md §5). Every one can be overridden in config.json
 * (`api.paths`); the simulator serves these defaults. Paths are relative to the API base URL.
 */
export const defaultApiPaths = {
  initUser: '/init/user',
  initGuest: '/init/guest',
  tokenCreate: '/internal-auth/token-create',
  tokenRefresh: '/internal-auth/token-refresh',
  logout: '/internal-auth/logout',
  authMethods: '/internal-auth/methods',
  me: '/internal-user/me',
  userChange: '/internal-user/:id',
  passwordChange: '/internal-user/:id/password',
  signUp: '/internal-user',
  signComplete: '/internal-user/sign-complete',
  passwordRemind: '/internal-user/password-remind',
  passwordReset: '/internal-user/password-reset',
  preRegistration: '/internal-user/pre-registration',
  socialLink: '/internal-user/me/social/:provider',
  passwordLogin: '/internal-user/me/password-login',
  apiKeys: '/internal-api-key',
  organization: '/internal-organization/me',
  mySessions: '/internal-session',
  preferences: '/preferences/:key',
  dashboard: '/stats/dashboard',
  imports: '/import',
} as const;
export type ApiPathName = keyof typeof defaultApiPaths;
export type ApiPaths = Record<ApiPathName, string>;

/** Collection endpoints of the administration resources (nested ones carry `:parentId`). */
export const defaultResourceEndpoints = {
  project: '/project',
  authType: '/auth-type',
  permission: '/permission',
  user: '/user',
  hook: '/auth-type/:parentId/hooks',
  authTypeHistory: '/auth-type/:parentId/history',
  credential: '/user/:parentId/credentials',
  profile: '/user/:parentId/profiles',
  userSession: '/user/:parentId/sessions',
  userHistory: '/user/:parentId/history',
} as const;

/** Fills `:name` segments of a path template. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}
