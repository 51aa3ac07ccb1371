/**
 * Route access rules (SPEC §2):
 * - common routes (home, error_404, social_login and every page) are open to everyone;
 * - guest routes (password_reset by default) are for guests only;
 * - every other route needs a signed-in user;
 * - a route disabled by name in the configuration does not exist.
 * Each route has a built-in access; config.json's `commonRoutes` and `guestRoutes` (SPEC §9 defaults:
 * home, error_404, social_login; password_reset) name the screens shown to guests that are common or
 * guest-only. A screen of the signed-in console (built-in `private`) always needs a signed-in user;
 * an administration screen (`admin`) also needs an administrator (docs/decisions/0022).
 */
export type RouteAccess = 'common' | 'guest' | 'private' | 'admin';

export type RouteDecision =
  | { kind: 'open' }
  | { kind: 'sign-in' } // a guest asked for a private route: show the sign-in page (home)
  | { kind: 'home' } // a signed-in user asked for a guest-only route
  | { kind: 'no-access' } // an ordinary user asked for an administration route
  | { kind: 'not-found' }; // disabled by configuration

export interface RouteAccessContext {
  signedIn: boolean;
  disabledRoutes: readonly string[];
  /** Route names open to guests and signed-in users alike. */
  commonRoutes: readonly string[];
  /** Route names for guests only (a name also in `commonRoutes` is common: the guest routes include the common ones). */
  guestRoutes: readonly string[];
  /** Whether the signed-in user may administer (default: yes). */
  admin?: boolean;
}

/**
 * The routes SPEC §9 puts in the configuration's lists by default (home, error_404, social_login;
 * password_reset): their access is the lists' alone, so removing one from its list takes effect —
 * in neither list, it is a route for signed-in users (SPEC §2: a guest opens only guest routes).
 */
const listedBySpec: readonly string[] = ['home', 'error_404', 'social_login', 'password_reset'];

/** A route's access after the configuration's lists. */
export function effectiveAccess(
  route: { name: string; access: RouteAccess },
  lists: Pick<RouteAccessContext, 'commonRoutes' | 'guestRoutes'>,
): RouteAccess {
  if (route.access === 'private' || route.access === 'admin') return route.access;
  if (lists.commonRoutes.includes(route.name)) return 'common';
  if (lists.guestRoutes.includes(route.name)) return 'guest';
  if (listedBySpec.includes(route.name)) return 'private';
  return route.access;
}

export function decideRouteAccess(
  route: { name: string; access: RouteAccess },
  context: RouteAccessContext,
): RouteDecision {
  if (context.disabledRoutes.includes(route.name)) return { kind: 'not-found' };
  const access = effectiveAccess(route, context);
  if (access === 'common') return { kind: 'open' };
  if (access === 'guest') return context.signedIn ? { kind: 'home' } : { kind: 'open' };
  if (!context.signedIn) return { kind: 'sign-in' };
  return access === 'admin' && context.admin === false ? { kind: 'no-access' } : { kind: 'open' };
}
