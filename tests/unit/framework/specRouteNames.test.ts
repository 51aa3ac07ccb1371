import { resources } from '../../../resources/resourceList';
import { screensOf } from '../../../src/framework/resource/pathFor';
import { pageRoutes } from '../../../src/routes/pageRoutes';

/** Every route name SPEC §2 gives (in brackets), with its path. */
const specRoutes = {
  social_login: '/social-login',
  password_reset: '/password-reset',
  test: '/test',
  me: '/me',
  my_security: '/me/security',
  my_api: '/me/api',
  'internal-api-key_create': '/me/api/create',
  'internal-api-key_update': '/me/api/update/:id',
  my_profile: '/me/profile',
  my_organization: '/me/organization',
  my_session: '/me/session',
  project_list: '/project',
  project_create: '/project/create',
  project_update: '/project/update/:id',
  authType_list: '/auth-type',
  authType_create: '/auth-type/create',
  authType_update: '/auth-type/update/:id',
  authType_credentials: '/auth-type/credentials/:id',
  authType_links: '/auth-type/social-links/:id',
  authType_history: '/auth-type/activity/:parentId',
  authType_password_settings: '/auth-type/settings/:id',
  hook_list: '/auth-type/hook/:parentId',
  hook_create: '/auth-type/hook/:parentId/create',
  user_list: '/user',
  user_history: '/user/activity/:parentId',
  user_session: '/user/session/:parentId',
  credentials_list: '/user/credentials/:parentId',
  profile_list: '/user/profile/:parentId',
  permission_list: '/permission',
} as const;

describe('route names', () => {
  it('serves every route SPEC §2 names, under that name, at its path', () => {
    const served = new Map<string, string>([
      ...pageRoutes.map((route) => [route.name, route.path] as const),
      ...resources.flatMap((declaration) =>
        screensOf(declaration).map((screen) => [screen.name, screen.pattern] as const),
      ),
    ]);
    const missing = Object.entries(specRoutes).filter(([name, path]) => served.get(name) !== path);
    expect(missing).toEqual([]);
  });

  it('names every route once', () => {
    const names = [
      ...pageRoutes.map((route) => route.name),
      ...resources.flatMap((declaration) => screensOf(declaration).map((screen) => screen.name)),
    ];
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
