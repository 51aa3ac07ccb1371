import type { AppConfig } from './appConfig';

/**
 * The API base URL (SPEC §7): the configured one; in multi-application mode, when the console is
 * opened on an organization subdomain and the base URL is absolute, its host takes the api-prefixed
 * form with that subdomain, whatever its first label: an `api` (or already api-prefixed) first label
 * is replaced (`https://api.example.com/v1` on `acme.example.com` → `https://api-acme.example.com/v1`),
 * any other host gets the prefix in front (`https://identity.example.com/v1` →
 * `https://api-acme.identity.example.com/v1`). An IP address has no subdomains and is kept. A
 * relative base URL is kept too: it is on the console's own host, which already names the subdomain.
 */
export function resolveApiBaseUrl(config: AppConfig, location: { hostname: string }): string {
  const base = config.api.baseUrl;
  const subdomain = currentSubdomain(config, location);
  if (!config.multiApp || !subdomain || !/^https?:\/\//i.test(base)) return base.replace(/\/$/, '');
  const url = new URL(base);
  if (!isIpAddress(url.hostname)) url.hostname = apiPrefixedHost(url.hostname, subdomain);
  return url.href.replace(/\/$/, '');
}

/** `api.example.com`, `api-other.example.com` or `example.com` → `api-<subdomain>.example.com`; `id.example.com` → `api-<subdomain>.id.example.com`. */
function apiPrefixedHost(hostname: string, subdomain: string): string {
  const labels = hostname.split('.');
  const [first = '', ...rest] = labels;
  const domain = first === 'api' || first.startsWith('api-') ? rest : labels;
  return [`api-${subdomain}`, ...domain].join('.');
}

const isIpAddress = (hostname: string) => hostname.startsWith('[') || /^\d+(\.\d+){3}$/.test(hostname);

/** The organization subdomain of the page (`demo.localhost` → `demo`), or null on the bare platform host. */
export function currentSubdomain(config: AppConfig, location: { hostname: string }): string | null {
  const host = location.hostname;
  const platform = config.platformDomain;
  if (host === platform || !host.endsWith(`.${platform}`)) return null;
  const label = host.slice(0, -platform.length - 1);
  return label && !label.includes('.') ? label : null;
}
