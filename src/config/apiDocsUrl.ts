import { apiDocsPath } from '../api/contract/apiDocsPath';
import type { AppConfig } from './appConfig';

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
  const docsPath = apiDocsPath(url.pathname);
  if (docsPath === null) return null;
  url.pathname = docsPath;
  const path = `${url.pathname}${url.search}`;
  return absolute ? `${url.origin}${path}` : path;
}
