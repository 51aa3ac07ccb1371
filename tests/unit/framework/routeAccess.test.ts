import { decideRouteAccess } from '../../../src/framework/routing/routeAccess';

const guest = { signedIn: false, disabledRoutes: [] };
const user = { signedIn: true, disabledRoutes: [] };

describe('route access rules (SPEC §2)', () => {
  it('opens common routes to guests and signed-in users', () => {
    for (const name of ['home', 'error_404', 'social_login', 'terms']) {
      expect(decideRouteAccess({ name, access: 'common' }, guest)).toEqual({ kind: 'open' });
      expect(decideRouteAccess({ name, access: 'common' }, user)).toEqual({ kind: 'open' });
    }
  });

  it('opens guest routes only to guests; a signed-in user goes home', () => {
    expect(decideRouteAccess({ name: 'password_reset', access: 'guest' }, guest)).toEqual({ kind: 'open' });
    expect(decideRouteAccess({ name: 'password_reset', access: 'guest' }, user)).toEqual({ kind: 'home' });
  });

  it('sends a guest who asks for a private route to sign in', () => {
    expect(decideRouteAccess({ name: 'project_list', access: 'private' }, guest)).toEqual({ kind: 'sign-in' });
    expect(decideRouteAccess({ name: 'project_list', access: 'private' }, user)).toEqual({ kind: 'open' });
  });

  it('treats a route disabled by configuration as not found, whoever asks', () => {
    const disabled = { disabledRoutes: ['project_list', 'home'] };
    expect(decideRouteAccess({ name: 'project_list', access: 'private' }, { ...disabled, signedIn: true })).toEqual({
      kind: 'not-found',
    });
    expect(decideRouteAccess({ name: 'home', access: 'common' }, { ...disabled, signedIn: false })).toEqual({
      kind: 'not-found',
    });
  });
});
