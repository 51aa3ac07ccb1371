import type { RouterSettings } from '../routing/routerUrl';
import { routeAddress } from '../routing/routerUrl';

/**
 * The query of `auth.methods`: `redirect_uri`, the console's own social callback page
 * (/social-login) on the page's origin, under the configured router mode and root path. One service
 * serves several consoles, on organization subdomains and on another host than its API, so it
 * cannot infer where a provider should send the visitor back (docs/decisions/0024).
 */
export function socialMethodsQuery(
  settings: RouterSettings,
  origin: string = window.location.origin,
): { redirect_uri: string } {
  return { redirect_uri: routeAddress(settings, '/social-login', origin) };
}
