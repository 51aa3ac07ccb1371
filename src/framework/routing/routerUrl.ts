import type { AppConfig } from '../../config/appConfig';

/** What decides where the console's routes are in the address bar (config.json's `router` and `rootPath`). */
export type RouterSettings = Pick<AppConfig, 'router' | 'rootPath'>;

/** A route as the console's router sees it: `/user/update/4`, `?view=…`. */
export interface RouteLocation {
  pathname: string;
  search: string;
}

type AddressBar = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The root path with one trailing slash: `/`, `/console/`. */
function rootOf(settings: RouterSettings): string {
  return settings.rootPath.endsWith('/') ? settings.rootPath : `${settings.rootPath}/`;
}

/** `/a?b=1` → `{ pathname: '/a', search: '?b=1' }`. */
function splitRoute(route: string): RouteLocation {
  const at = route.indexOf('?');
  const pathname = (at === -1 ? route : route.slice(0, at)) || '/';
  const search = at === -1 ? '' : route.slice(at);
  return { pathname, search: search === '?' ? '' : search };
}

/** Both queries in one (the route's own parameters first). */
function mergeSearch(first: string, second: string): string {
  const merged = new URLSearchParams(first);
  for (const [name, value] of new URLSearchParams(second)) merged.append(name, value);
  return merged.size ? `?${merged}` : '';
}

/**
 * The path below the root, as a route (`/console/user/4` → `/user/4`), or null when the path is
 * the root itself (or its index.html) or not under it.
 */
function routeBelowRoot(pathname: string, root: string): string | null {
  if (!pathname.startsWith(root)) return null;
  const rest = pathname.slice(root.length);
  return rest === '' || rest === 'index.html' ? null : `/${rest}`;
}

/**
 * Where the address bar should be for the router, and the route it shows. Links written for the
 * other mode are taken in: under `hash`, a clean path a server answered with index.html
 * (`/password-reset?code=…`) and a query in front of the `#` (a social provider's return,
 * `/?access_token=…#/social-login`) move behind the `#`, so every route reads its parameters from
 * one place and no token stays in front of it; under `browser`, a bookmarked `/#/user/update/4`
 * becomes `/user/update/4`.
 */
export function routerUrl(settings: RouterSettings, bar: AddressBar): { url: string; route: RouteLocation } {
  const root = rootOf(settings);
  const hashRoute = bar.hash.startsWith('#/') ? splitRoute(bar.hash.slice(1)) : null;
  if (settings.router === 'hash') {
    const below = routeBelowRoot(bar.pathname, root);
    const route = hashRoute ?? splitRoute(below ?? '/');
    const search = mergeSearch(route.search, bar.search);
    const documentPath = below === null ? bar.pathname : root;
    return { url: `${documentPath}#${route.pathname}${search}`, route: { pathname: route.pathname, search } };
  }
  const base = root.slice(0, -1);
  if (hashRoute && routeBelowRoot(bar.pathname, root) === null && bar.pathname.startsWith(base)) {
    const search = mergeSearch(hashRoute.search, bar.search);
    return { url: `${base}${hashRoute.pathname}${search}`, route: { pathname: hashRoute.pathname, search } };
  }
  const pathname = bar.pathname.startsWith(base) ? bar.pathname.slice(base.length) || '/' : bar.pathname;
  return { url: `${bar.pathname}${bar.search}${bar.hash}`, route: { pathname, search: bar.search } };
}

/** The route the console shows for the current address (before or after `adoptRouterUrl`). */
export function currentRoute(settings: RouterSettings, bar: AddressBar = window.location): RouteLocation {
  return routerUrl(settings, bar).route;
}

/** Rewrites the address bar (without a new history entry) to the router's form of the same route. */
export function adoptRouterUrl(settings: RouterSettings, win: Pick<Window, 'location' | 'history'> = window): void {
  const { url } = routerUrl(settings, win.location);
  const { pathname, search, hash } = win.location;
  if (url !== `${pathname}${search}${hash}`) win.history.replaceState(win.history.state, '', url);
}

/**
 * The absolute address a route is reached at from outside the console (a provider's return):
 * `https://acme.example.com/console/social-login`, or under `hash` the document's path and the
 * route after the `#` (`https://acme.example.com/console/#/social-login`), whose query a return
 * puts in front of the `#` (routerUrl moves it behind).
 */
export function routeAddress(settings: RouterSettings, route: string, origin: string): string {
  const root = rootOf(settings);
  return settings.router === 'hash' ? `${origin}${root}#${route}` : `${origin}${root.slice(0, -1)}${route}`;
}
