import type { AppConfig } from './appConfig';

/**
 * The API base URL (SPEC §7): the configured one; in multi-application mode, when the console is
 * opened on an organization subdomain and the base URL is absolute, its host takes the api-prefixed
 * form with that subdomain (`https://api.example.com/v1` on `acme.example.com` → `https://api-acme.example.com/v1`).
 */
export function resolveApiBaseUrl(config: AppConfig, location: { hostname: string }): string {
  const base = config.api.baseUrl;
  const subdomain = currentSubdomain(config, location);
  if (!config.multiApp || !subdomain || !/^https?:\/\//.test(base)) return base.replace(/\/$/, '');
  const url = new URL(base);
  const [first, ...rest] = url.hostname.split('.');
  if (first === 'api') url.hostname = [`api-${subdomain}`, ...rest].join('.');
  return url.href.replace(/\/$/, '');
}

/** The organization subdomain of the page (`demo.localhost` → `demo`), or null on the bare platform host. */
export function currentSubdomain(config: AppConfig, location: { hostname: string }): string | null {
  const host = location.hostname;
  const platform = config.platformDomain;
  if (host === platform || !host.endsWith(`.${platform}`)) return null;
  const label = host.slice(0, -platform.length - 1);
  return label && !label.includes('.') ? label : null;
}
