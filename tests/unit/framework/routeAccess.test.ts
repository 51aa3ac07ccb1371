import { decideRouteAccess } from '../../../src/framework/routing/routeAccess';
import { parseConfig } from '../../../src/config/parseConfig';

const lists = { commonRoutes: ['home', 'error_404', 'social_login'], guestRoutes: ['password_reset'] };
const guest = { signedIn: false, disabledRoutes: [], ...lists };
const user = { signedIn: true, disabledRoutes: [], ...lists };

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
    const disabled = { ...lists, disabledRoutes: ['project_list', 'home'] };
    expect(decideRouteAccess({ name: 'project_list', access: 'private' }, { ...disabled, signedIn: true })).toEqual({
      kind: 'not-found',
    });
    expect(decideRouteAccess({ name: 'home', access: 'common' }, { ...disabled, signedIn: false })).toEqual({
      kind: 'not-found',
    });
  });

  it('follows the configured lists for the screens shown to guests; a name in both lists is common', () => {
    const configured = { commonRoutes: ['home', 'password_reset'], guestRoutes: ['demo', 'password_reset'] };
    const signedIn = { signedIn: true, disabledRoutes: [], ...configured };
    expect(decideRouteAccess({ name: 'password_reset', access: 'guest' }, signedIn)).toEqual({ kind: 'open' });
    expect(decideRouteAccess({ name: 'demo', access: 'common' }, signedIn)).toEqual({ kind: 'home' });
    expect(decideRouteAccess({ name: 'sign_up', access: 'guest' }, signedIn)).toEqual({ kind: 'home' });
  });

  it('takes a name removed from its list at its word: the screen is then for signed-in users only', () => {
    const configured = { commonRoutes: ['home'], guestRoutes: [] };
    const signedOut = { signedIn: false, disabledRoutes: [], ...configured };
    const signedIn = { signedIn: true, disabledRoutes: [], ...configured };
    for (const [name, access] of [
      ['social_login', 'common'],
      ['error_404', 'common'],
      ['password_reset', 'guest'],
    ] as const) {
      expect(decideRouteAccess({ name, access }, signedOut)).toEqual({ kind: 'sign-in' });
      expect(decideRouteAccess({ name, access }, signedIn)).toEqual({ kind: 'open' });
    }
    // Other public screens keep their own access.
    expect(decideRouteAccess({ name: 'sign_up', access: 'guest' }, signedOut)).toEqual({ kind: 'open' });
    expect(decideRouteAccess({ name: 'terms', access: 'common' }, signedOut)).toEqual({ kind: 'open' });
  });

  it('never opens a screen of the signed-in console to guests, whatever the lists say', () => {
    const configured = {
      signedIn: false,
      disabledRoutes: [],
      commonRoutes: ['my_profile'],
      guestRoutes: ['user_list'],
    };
    expect(decideRouteAccess({ name: 'my_profile', access: 'private' }, configured)).toEqual({ kind: 'sign-in' });
    expect(decideRouteAccess({ name: 'user_list', access: 'private' }, configured)).toEqual({ kind: 'sign-in' });
  });

  it('has the spec defaults in the configuration and refuses a guest-only home', () => {
    const defaults = parseConfig({});
    expect(defaults.ok && defaults.config.commonRoutes).toEqual(['home', 'error_404', 'social_login']);
    expect(defaults.ok && defaults.config.guestRoutes).toEqual(['password_reset']);
    const bad = parseConfig({ guestRoutes: ['password_reset', 'home'] });
    expect(bad.ok ? [] : bad.problems).toEqual(['guestRoutes: "home" cannot be guest-only']);
    expect(parseConfig({ commonRoutes: 'home' }).ok).toBe(false);
  });
});
