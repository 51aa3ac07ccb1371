import type { AppConfig } from './appConfig';

/** A version segment of the API's path: `v1`, `v2`, `v1.1`. */
const VERSION_SEGMENT = /^v\d+(?:\.\d+)*$/i;

/**
 * The API documentation link (SPEC §7 "the API documentation link replaces the version segment with
 * a swagger-ui segment"): the configured `apiDocsUrl`; when unset, the API base URL in use with its
 * last version segment replaced (`/api/v1` → `/api/swagger-ui`, `https://api-acme.example.com/v1` →
 * `https://api-acme.example.com/swagger-ui`); null when hidden (`false`) or when the base URL has
 * no version segment to replace (no address is guessed then).
 */
export function resolveApiDocsUrl(setting: AppConfig['apiDocsUrl'], baseUrl: string): string | null {
  if (setting === false) return null;
  if (setting !== undefined) return setting;
  const absolute = /^https?:\/\//i.test(baseUrl);
  const url = new URL(baseUrl, 'http://relative.invalid');
  const segments = url.pathname.split('/');
  const at = segments.findLastIndex((segment) => VERSION_SEGMENT.test(segment));
  if (at < 0) return null;
  segments[at] = 'swagger-ui';
  url.pathname = segments.join('/');
  const path = `${url.pathname}${url.search}`;
  return absolute ? `${url.origin}${path}` : path;
}
