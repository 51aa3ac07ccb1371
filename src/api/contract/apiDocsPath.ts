/** A version segment of the API's path: `v1`, `v2`, `v1.1`. */
const VERSION_SEGMENT = /^v\d+(?:\.\d+)*$/i;

/**
 * Where the API documentation lives beside an API base path (SPEC §7 "the API documentation link
 * replaces the version segment with a swagger-ui segment"): `/api/v1` → `/api/swagger-ui`. Null
 * when the path has no version segment to replace. The console links there (src/config/apiDocsUrl.ts)
 * and the simulator's host serves Swagger UI there (simulator/hosts/apiDocs.ts).
 */
export function apiDocsPath(basePath: string): string | null {
  const segments = basePath.split('/');
  const at = segments.findLastIndex((segment) => VERSION_SEGMENT.test(segment));
  if (at < 0) return null;
  segments[at] = 'swagger-ui';
  return segments.join('/');
}
