import { pathFor, routeNameFor, routePatternFor, screensOf } from '../../../src/framework/resource/pathFor';

const authType = { name: 'authType', path: '/auth-type' };
const credential = { name: 'credential', routeName: 'credentials', path: '/user/credentials/:parentId' };

describe('pathFor', () => {
  it('builds the spec paths of top-level resources', () => {
    expect(pathFor(authType, 'list')).toBe('/auth-type');
    expect(pathFor(authType, 'create')).toBe('/auth-type/create');
    expect(pathFor(authType, 'update', { id: 3 })).toBe('/auth-type/update/3');
  });

  it('builds nested paths with the parent id', () => {
    expect(pathFor(credential, 'list', { parentId: 7 })).toBe('/user/credentials/7');
    expect(pathFor(credential, 'create', { parentId: 7 })).toBe('/user/credentials/7/create');
    expect(pathFor(credential, 'update', { parentId: '7', id: 'a b' })).toBe('/user/credentials/7/update/a%20b');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => pathFor(authType, 'update')).toThrow(/missing "id"/);
    expect(() => pathFor(credential, 'list')).toThrow(/missing "parentId"/);
    expect(() => pathFor(credential, 'update', { id: 1, parentId: '' })).toThrow(/parentId/);
  });

  it('gives route patterns and names', () => {
    expect(routePatternFor(credential, 'update')).toBe('/user/credentials/:parentId/update/:id');
    expect(routePatternFor({ name: 'x', path: '/x/' }, 'list')).toBe('/x');
    expect(routeNameFor(authType, 'list')).toBe('authType_list');
    expect(routeNameFor(credential, 'update')).toBe('credentials_update');
  });
});

describe('pages of a resource', () => {
  const withPages = {
    name: 'authType',
    path: '/auth-type',
    pages: [
      { name: 'links', path: 'social-links/:id' },
      { name: 'history', path: 'activity/:id' },
    ],
  };

  it('are served under the resource path and named after it', () => {
    expect(pathFor(withPages, 'links', { id: 'a/b' })).toBe('/auth-type/social-links/a%2Fb');
    expect(routePatternFor(withPages, 'history')).toBe('/auth-type/activity/:id');
    expect(routeNameFor(withPages, 'links')).toBe('authType_links');
  });

  it('refuses an undeclared page', () => {
    expect(() => pathFor(withPages, 'settings', { id: 1 })).toThrow(/no page "settings"/);
  });

  it('lists every screen with its route name, generic views first', () => {
    expect(screensOf({ ...withPages, create: false })).toEqual([
      { screen: 'list', name: 'authType_list', pattern: '/auth-type' },
      { screen: 'update', name: 'authType_update', pattern: '/auth-type/update/:id' },
      { screen: 'links', name: 'authType_links', pattern: '/auth-type/social-links/:id' },
      { screen: 'history', name: 'authType_history', pattern: '/auth-type/activity/:id' },
    ]);
  });
});

describe('route names off the pattern', () => {
  it('takes a view name SPEC §2 gives from routeNames', () => {
    const sessions = {
      name: 'userSession',
      routeName: 'user_session',
      routeNames: { list: 'user_session' },
      path: '/s',
    };
    expect(routeNameFor(sessions, 'list')).toBe('user_session');
    expect(routeNameFor(sessions, 'update')).toBe('user_session_update');
  });
});
