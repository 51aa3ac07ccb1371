/**
 * Route access rules (SPEC §2):
 * - common routes (home, error_404, social_login and every page) are open to everyone;
 * - guest routes (password_reset by default) are for guests only;
 * - every other route needs a signed-in user;
 * - a route disabled by name in the configuration does not exist.
 */
export type RouteAccess = 'common' | 'guest' | 'private';

export type RouteDecision =
  | { kind: 'open' }
  | { kind: 'sign-in' } // a guest asked for a private route: show the sign-in page (home)
  | { kind: 'home' } // a signed-in user asked for a guest-only route
  | { kind: 'not-found' }; // disabled by configuration

export const defaultCommonRoutes = ['home', 'error_404', 'social_login'] as const;
export const defaultGuestRoutes = ['password_reset'] as const;

export function decideRouteAccess(
  route: { name: string; access: RouteAccess },
  context: { signedIn: boolean; disabledRoutes: readonly string[] },
): RouteDecision {
  if (context.disabledRoutes.includes(route.name)) return { kind: 'not-found' };
  if (route.access === 'common') return { kind: 'open' };
  if (route.access === 'guest') return context.signedIn ? { kind: 'home' } : { kind: 'open' };
  return context.signedIn ? { kind: 'open' } : { kind: 'sign-in' };
}
