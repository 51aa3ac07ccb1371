import { serializeQuery } from './serializeQuery';

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * Absolute URL of an API call: `path` joined to `baseUrl` (an absolute `path` is used as is), with
 * `params` serialised (SPEC §7). A relative base URL is resolved against the page address —
 * `fetch` outside a browser page (tests, workers) needs absolute URLs.
 */
export function resolveUrl(baseUrl: string, path: string, params?: Record<string, unknown>): string {
  const joined = ABSOLUTE.test(path) ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = params ? serializeQuery(params) : '';
  const url = query === '' ? joined : `${joined}${joined.includes('?') ? `&${query.slice(1)}` : query}`;
  return ABSOLUTE.test(url) ? url : new URL(url, globalThis.location?.href ?? 'http://localhost/').href;
}
