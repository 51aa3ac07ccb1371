import { currentRoute, type RouterSettings } from './routerUrl';

/**
 * Whether the page is the console's home (the dashboard when signed in): at the build's base path,
 * or, under the hash router, at the `#/` route (or none yet).
 */
export function isHomePath(settings?: RouterSettings): boolean {
  if (settings?.router === 'hash') return currentRoute(settings).pathname === '/';
  const base = new URL(import.meta.env.BASE_URL, document.baseURI).pathname;
  return window.location.pathname === base || `${window.location.pathname}/` === base;
}
