/** Organization of the local default host (localhost or an IP address, no subdomain): documented in docs/API.md. */
export const defaultOrg = 'acme';

const isIp = (host: string) => /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.includes(':');

/**
 * Organization of a request: header `X-ORG` if present, else the first label of the host when the host
 * has a subdomain (`demo.localhost` → demo, `demo.example.com` → demo; `api-demo.…` and `api.demo.…`
 * → demo); the local default host (`localhost`, an IP address) → `acme`; any other host names no
 * organization (null: the router answers 404, no silent fallback).
 */
export function resolveOrgDomain(request: Request, url: URL): string | null {
  const header = request.headers.get('x-org')?.trim().toLowerCase();
  if (header) return header;
  const host = (request.headers.get('host') ?? url.host)
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[.*\]$/, '::');
  if (!host || isIp(host)) return defaultOrg;
  const labels = host.split('.');
  const local = labels[labels.length - 1] === 'localhost';
  const minLabels = local ? 2 : 3;
  if (labels.length < minLabels) return local ? defaultOrg : null;
  let first = labels[0] ?? '';
  if (first === 'api' && labels.length > minLabels) first = labels[1] ?? '';
  else if (first.startsWith('api-')) first = first.slice(4);
  return first || null;
}
