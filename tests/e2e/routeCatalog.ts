/**
 * Every route of the console (SPEC §2) with one URL to open it by, for the route sweep
 * (routes.e2e.ts). The ids come from the seeded simulator at run time (`routeIds`), read through
 * the API as the administrator, plus an API key and an import job created for the occasion.
 *
 * Where the paths come from: src/routes/*.tsx (custom screens), src/shell/staticPageRoutes.tsx
 * (terms, privacy), resources/*.ts (generic list/create/update views, `{path}`, `{path}/create`,
 * `{path}/update/{id}`) and src/shell/GuestCatchAll.tsx / NotFoundPage (unknown paths).
 */
import { ADMIN, url } from './harness';

export interface RouteVisit {
  /** Route name (SPEC §2 naming where there is one); used in the screenshot name. */
  name: string;
  /** Path (and query) to open. */
  path: string;
  /** The h1 the page shows (exact text or a pattern). */
  h1: string | RegExp;
  /** The pathname the page stays at, when it differs from the path (a query that the page removes). */
  pathname?: string;
}

type Item = Record<string, unknown> & { id: string | number };

export interface RouteIds {
  basic: string;
  jwt: string;
  key: string;
  social: string;
  project: string;
  permission: string;
  /** A user with sessions, a password credential and a profile. */
  user: string;
  /** Names of the records whose record pages are visited (their h1): that user, the jwt, social and basic types. */
  userName: string;
  jwtTitle: string;
  socialTitle: string;
  basicTitle: string;
  credential: string;
  profile: string;
  apiKey: string;
  /** The name the API gave that key. */
  apiKeyName: string;
}

/**
 * A user whose values are as long as real ones get (issue 44): a 33-character username, a
 * 56-character e-mail without a hyphen, a 56-character name, a long note, and profiles in three
 * projects with every permission. The sweep's users list shows it (`user_list-long-values`).
 */
export const longUser = {
  username: 'maximilian.bartholomew.wolfeschle',
  email: 'maximilianbartholomewwolfeschlegelsteinhausen@example.io',
  name: 'Maximiliana Bartholomea Constantinopolitana Wolfeschlegx',
  note: 'Migrated from the legacy directory with every permission of the three projects it works in',
};

const headers = { 'X-DEVICE': 'e2e-routes', 'X-APP': 'console' };

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(url(`/api/v1${path}`), {
    method,
    headers: {
      ...headers,
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

/**
 * Reads the seeded ids through the API as the administrator, and creates an API key (the seed has
 * none) and a finished import job (so the imports page shows its table).
 */
export async function routeIds(): Promise<RouteIds> {
  const signIn = await fetch(url('/api/v1/internal-auth/token-create'), {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in through the API → ${signIn.status}`);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const list = async (path: string) =>
    (await call<{ items: Item[] }>('GET', `${path}${path.includes('?') ? '&' : '?'}page=1&page_size=100`, token)).items;

  const types = await list('/auth-type');
  const typeOf = (kind: string) => {
    const found = types.find((t) => t.type === kind);
    if (!found) throw new Error(`no seeded auth type of kind ${kind}`);
    return found;
  };
  const typeId = (kind: string) => String(typeOf(kind).id);
  const ids: Partial<RouteIds> = {
    basic: typeId('basic'),
    jwt: typeId('jwt'),
    key: typeId('key'),
    social: typeId('social'),
    jwtTitle: String(typeOf('jwt').title),
    socialTitle: String(typeOf('social').title),
    basicTitle: String(typeOf('basic').title),
  };
  ids.project = String((await list('/project'))[0]?.id);
  ids.permission = String((await list('/permission'))[0]?.id);

  for (const user of (await list('/user')).slice(1)) {
    const [sessions, credentials, profiles] = await Promise.all([
      list(`/user/${user.id}/sessions`),
      list(`/user/${user.id}/credentials`),
      list(`/user/${user.id}/profiles`),
    ]);
    const passwordCredential = credentials.find(
      (c) => (c.auth_type as { type?: string } | undefined)?.type !== 'social',
    );
    if (sessions.length > 0 && passwordCredential && profiles.length > 0) {
      ids.user = String(user.id);
      ids.userName = String(user.username);
      ids.credential = String(passwordCredential.id);
      ids.profile = String(profiles[0]!.id);
      break;
    }
  }
  if (!ids.user) throw new Error('no seeded user with sessions, a password credential and a profile');

  const long = await call<Item>('POST', '/user', token, longUser);
  const projects = (await list('/project')).slice(0, 3);
  const permissions = (await list('/permission')).map((p) => String(p.id));
  for (const project of projects)
    await call('POST', `/user/${long.id}/profiles`, token, { project_id: String(project.id), permissions });

  const created = await call<{ data: Item }>('POST', '/internal-api-key', token, { note: 'Key for the route sweep' });
  ids.apiKey = String(created.data.id);
  ids.apiKeyName = String(created.data.name);
  const upload = await call<{ id: string }>('POST', '/import', token, {
    resource: 'project',
    filename: 'projects.csv',
    skip_first_line: true,
    mapping: { name: 'name', alias: 'alias' },
    rows: [
      ['name', 'alias'],
      ['Imported one', 'imported-one'],
      ['Imported two', 'imported-two'],
    ],
  });
  // The upload's one batch is its last: the job runs once completed.
  await call('POST', `/import/${upload.id}/complete`, token, { rows: 3 });
  return ids as RouteIds;
}

/** Screens a guest opens (signed out). */
export const guestRoutes: RouteVisit[] = [
  { name: 'sign-in', path: '/', h1: 'Sign in' },
  { name: 'error_404', path: '/page-not-found', h1: 'Oops...' },
  { name: 'error_404-unknown', path: '/no-such-page/at-all', h1: 'Oops...' },
  { name: 'social_login', path: '/social-login', h1: 'Social sign-in' },
  {
    name: 'password_reset',
    path: '/password-reset?code=unknown-code',
    h1: 'Reset password',
    pathname: '/password-reset',
  },
  { name: 'test', path: '/test', h1: 'Console check' },
  { name: 'terms', path: '/terms', h1: 'Terms of service' },
  { name: 'privacy', path: '/privacy', h1: 'Privacy policy' },
  { name: 'sign_up', path: '/sign-up', h1: 'Create an account' },
  {
    name: 'sign_up_complete',
    path: '/sign-up/complete?code=unknown-code',
    h1: 'Complete the sign-up',
    pathname: '/sign-up/complete',
  },
  { name: 'password_recovery', path: '/password-recovery', h1: 'Forgot your password?' },
  { name: 'pre_registration', path: '/pre-registration', h1: 'Pre-registration' },
  { name: 'demo', path: '/demo', h1: 'About the demo' },
];

/** Screens the administrator opens (signed in): the common ones, the my area and administration. */
export function adminRoutes(ids: RouteIds): RouteVisit[] {
  return [
    // Common routes, signed in.
    { name: 'home', path: '/', h1: 'Dashboard' },
    { name: 'error_404', path: '/page-not-found', h1: 'Oops...' },
    { name: 'error_404-unknown', path: '/no-such-page/at-all', h1: 'Oops...' },
    { name: 'social_login', path: '/social-login', h1: 'Social sign-in' },
    { name: 'test', path: '/test', h1: 'Console check' },
    { name: 'terms', path: '/terms', h1: 'Terms of service' },
    { name: 'privacy', path: '/privacy', h1: 'Privacy policy' },
    { name: 'demo', path: '/demo', h1: 'About the demo' },
    // Account area.
    { name: 'my_security', path: '/me/security', h1: 'Security' },
    { name: 'my_api', path: '/me/api', h1: 'API keys' },
    { name: 'internal-api-key_create', path: '/me/api/create', h1: 'New API key' },
    { name: 'internal-api-key_update', path: `/me/api/update/${ids.apiKey}`, h1: `Edit API key ${ids.apiKeyName}` },
    { name: 'my_profile', path: '/me/profile', h1: 'My profile' },
    { name: 'my_organization', path: '/me/organization', h1: 'My organization' },
    { name: 'my_session', path: '/me/session', h1: 'Active sessions' },
    { name: 'my_activity', path: '/me/activity', h1: 'Activity log' },
    // Projects.
    { name: 'project_list', path: '/project', h1: 'Projects' },
    { name: 'project_create', path: '/project/create', h1: 'New Project' },
    { name: 'project_update', path: `/project/update/${ids.project}`, h1: /^Edit / },
    // Authentication types.
    { name: 'authType_list', path: '/auth-type', h1: 'Authentication types' },
    { name: 'authType_create', path: '/auth-type/create', h1: 'New Authentication type' },
    // The type's record page (its tabs): the h1 names the type.
    { name: 'authType_update', path: `/auth-type/update/${ids.jwt}`, h1: ids.jwtTitle },
    { name: 'authType_credentials', path: `/auth-type/credentials/${ids.jwt}`, h1: ids.jwtTitle },
    { name: 'authType_credentials-social', path: `/auth-type/credentials/${ids.social}`, h1: ids.socialTitle },
    { name: 'authType_links', path: `/auth-type/social-links/${ids.social}`, h1: ids.socialTitle },
    { name: 'authType_history', path: `/auth-type/activity/${ids.jwt}`, h1: ids.jwtTitle },
    { name: 'authType_password_settings', path: `/auth-type/settings/${ids.basic}`, h1: ids.basicTitle },
    { name: 'hook_list', path: `/auth-type/hook/${ids.jwt}`, h1: ids.jwtTitle },
    { name: 'hook_create', path: `/auth-type/hook/${ids.jwt}/create`, h1: 'New Hook' },
    // Permissions.
    { name: 'permission_list', path: '/permission', h1: 'Permissions' },
    { name: 'permission_create', path: '/permission/create', h1: 'New Permission' },
    { name: 'permission_update', path: `/permission/update/${ids.permission}`, h1: /^Edit / },
    // Users.
    { name: 'user_list', path: '/user', h1: 'Users' },
    // The newest first: the user with long values (longUser) in the first row.
    { name: 'user_list-long-values', path: '/user?sort=id&order=DESC', h1: 'Users', pathname: '/user' },
    { name: 'user_create', path: '/user/create', h1: 'New User' },
    // The user's record page (its tabs): the h1 names the user.
    { name: 'user_update', path: `/user/update/${ids.user}`, h1: ids.userName },
    { name: 'user_history', path: `/user/activity/${ids.user}`, h1: ids.userName },
    { name: 'user_session', path: `/user/session/${ids.user}`, h1: ids.userName },
    { name: 'credentials_list', path: `/user/credentials/${ids.user}`, h1: ids.userName },
    { name: 'credentials_create', path: `/user/credentials/${ids.user}/create`, h1: 'New Credential' },
    { name: 'credentials_update', path: `/user/credentials/${ids.user}/update/${ids.credential}`, h1: /^Edit / },
    { name: 'profile_list', path: `/user/profile/${ids.user}`, h1: ids.userName },
    { name: 'profile_create', path: `/user/profile/${ids.user}/create`, h1: 'New Profile' },
    { name: 'profile_update', path: `/user/profile/${ids.user}/update/${ids.profile}`, h1: /^Edit / },
    // CSV import.
    { name: 'import', path: '/import/user', h1: 'Import Users' },
    { name: 'imports', path: '/imports', h1: 'Imports' },
    // The organization's setup as a file.
    { name: 'setup', path: '/setup', h1: 'Setup' },
  ];
}

/** Signed-in routes checked at a phone's width (390 × 844). */
export const narrowRouteNames = [
  'home',
  'user_list',
  'my_api',
  'my_activity',
  'authType_list',
  'project_create',
  'setup',
];
