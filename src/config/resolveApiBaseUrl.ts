import type { AppConfig } from './appConfig';

/** What the base URL rules read of the page's address. */
export type PageLocation = Pick<Location, 'protocol' | 'hostname' | 'port'>;

/**
 * The API base URL (SPEC §7): the configured one; in multi-application mode, when the console is
 * opened on an organization subdomain, the API's host takes the api-prefixed form with that
 * subdomain. An absolute base URL keeps its scheme, port and path, whatever its first label: an
 * `api` (or already api-prefixed) first label is replaced (`https://api.example.com/v1` on
 * `acme.example.com` → `https://api-acme.example.com/v1`), any other host gets the prefix in front
 * (`https://identity.example.com/v1` → `https://api-acme.identity.example.com/v1`); an IP address
 * has no subdomains and is kept. A relative base URL (the default `/api/v1`) goes to
 * `api-<subdomain>.<platformDomain>` with the page's scheme and port
 * (`http://acme.localhost:4173/…` → `http://api-acme.localhost:4173/api/v1`): another origin than
 * the page, which the API answers with CORS and the Content-Security-Policy's `connect-src` allows
 * (docs/configuration.md). Elsewhere, and on the bare platform host, the base URL is kept.
 */
export function resolveApiBaseUrl(config: AppConfig, location: PageLocation): string {
  const base = config.api.baseUrl;
  const subdomain = currentSubdomain(config, location);
  if (!config.multiApp || !subdomain) return base.replace(/\/$/, '');
  if (!/^https?:\/\//i.test(base)) {
    const port = location.port ? `:${location.port}` : '';
    const page = `${location.protocol}//${location.hostname}${port}/`;
    const url = new URL(base, page);
    url.hostname = `api-${subdomain}.${config.platformDomain}`;
    return url.href.replace(/\/$/, '');
  }
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
export function currentSubdomain(config: AppConfig, location: Pick<PageLocation, 'hostname'>): string | null {
  const host = location.hostname;
  const platform = config.platformDomain;
  if (host === platform || !host.endsWith(`.${platform}`)) return null;
  const label = host.slice(0, -platform.length - 1);
  return label && !label.includes('.') ? label : null;
}
