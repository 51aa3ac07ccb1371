/** Default organization when the request names none. */
export const defaultOrg = 'acme';

const isIp = (host: string) => /^\d+\.\d+\.\d+\.\d+$/.test(host) || host.includes(':');

/**
 * Organization of a request: header `X-ORG` if present, else the first label of the host when the host
 * has a subdomain (`demo.localhost` → demo, `demo.example.com` → demo; `api-demo.…` and `api.demo.…`
 * → demo), else `acme`.
 */
export function resolveOrgDomain(request: Request, url: URL): string {
  const header = request.headers.get('x-org')?.trim().toLowerCase();
  if (header) return header;
  const host = (request.headers.get('host') ?? url.host).toLowerCase().replace(/:\d+$/, '').replace(/^\[.*\]$/, '::');
  if (!host || isIp(host)) return defaultOrg;
  const labels = host.split('.');
  const minLabels = labels[labels.length - 1] === 'localhost' ? 2 : 3;
  if (labels.length < minLabels) return defaultOrg;
  let first = labels[0] ?? '';
  if (first === 'api' && labels.length > minLabels) first = labels[1] ?? '';
  else if (first.startsWith('api-')) first = first.slice(4);
  return first === 'www' || !first ? defaultOrg : first;
}
