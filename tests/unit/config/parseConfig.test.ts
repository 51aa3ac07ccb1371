import { locales } from '../../../i18n/locales';
import { parseConfig } from '../../../src/config/parseConfig';
import { currentSubdomain, resolveApiBaseUrl } from '../../../src/config/resolveApiBaseUrl';

/** The page's address as the base URL rules read it: `https://<hostname>`. */
const page = (hostname: string, protocol = 'https:', port = '') => ({ protocol, hostname, port });

const defaults = () => {
  const result = parseConfig({});
  if (!result.ok) throw new Error('defaults must be valid');
  return result.config;
};

describe('runtime configuration', () => {
  it('fills every setting with the documented default', () => {
    const config = defaults();
    expect(config.env).toBe('production');
    expect(config.updatesInterval).toBe(120000);
    expect(config.multiApp).toBe(true);
    expect(config.signUp).toEqual({ enabled: true, active: true });
    // Every language of i18n/locales.ts, the one list.
    expect(config.languages).toEqual(locales.map((l) => l.locale));
    expect(config.languages).toEqual(expect.arrayContaining(['en', 'ru', 'de', 'pt', 'fr', 'ro', 'zh', 'es']));
    expect(Object.keys(config.staticPages)).toEqual(['terms', 'privacy']);
    expect(config.api.baseUrl).toBe('/api/v1');
  });

  it('reports every invalid setting with its path, and unknown keys', () => {
    const result = parseConfig({ updatesInterval: 'soon', languages: ['xx'], signInMode: 'magic', unknownKey: 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const text = result.problems.join('\n');
    expect(text).toContain('updatesInterval');
    expect(text).toContain('languages.0');
    expect(text).toContain('signInMode');
    expect(text).toContain('unknownKey');
  });

  it('rejects static pages that are not http(s) links', () => {
    const result = parseConfig({ staticPages: { terms: 'javascript:alert(1)' } });
    expect(result.ok).toBe(false);
  });

  it('derives the organization subdomain from the host', () => {
    const config = defaults();
    expect(currentSubdomain(config, { hostname: 'demo.localhost' })).toBe('demo');
    expect(currentSubdomain(config, { hostname: 'localhost' })).toBeNull();
    expect(currentSubdomain(config, { hostname: '127.0.0.1' })).toBeNull();
  });

  it('uses the api-prefixed host with the subdomain in multi-application mode', () => {
    const result = parseConfig({ api: { baseUrl: 'https://api.example.com/v1' }, platformDomain: 'example.com' });
    if (!result.ok) throw new Error('valid');
    expect(resolveApiBaseUrl(result.config, page('acme.example.com'))).toBe('https://api-acme.example.com/v1');
    expect(resolveApiBaseUrl(result.config, page('example.com'))).toBe('https://api.example.com/v1');
    const single = { ...result.config, multiApp: false };
    expect(resolveApiBaseUrl(single, page('acme.example.com'))).toBe('https://api.example.com/v1');
  });

  it.each([
    ['https://api.example.com/v1', 'https://api-acme.example.com/v1'],
    ['https://api-console.example.com/v1/', 'https://api-acme.example.com/v1'],
    ['https://identity.example.com/v1', 'https://api-acme.identity.example.com/v1'],
    ['https://example.com/api/v1', 'https://api-acme.example.com/api/v1'],
    ['http://localhost:4173/api/v1', 'http://api-acme.localhost:4173/api/v1'],
    ['HTTPS://Identity.Example.com:8443/v2', 'https://api-acme.identity.example.com:8443/v2'],
    ['http://127.0.0.1:4173/api/v1', 'http://127.0.0.1:4173/api/v1'],
    ['http://[::1]:4173/api/v1', 'http://[::1]:4173/api/v1'],
    ['/api/v1/', 'https://api-acme.example.com/api/v1'],
    ['/identity/v2', 'https://api-acme.example.com/identity/v2'],
  ])('in multi-application mode on acme.example.com, the base URL %s becomes %s', (baseUrl, expected) => {
    const result = parseConfig({ api: { baseUrl }, platformDomain: 'example.com' });
    if (!result.ok) throw new Error('valid');
    expect(resolveApiBaseUrl(result.config, page('acme.example.com'))).toBe(expected);
  });

  it('takes a relative base URL to the api-prefixed host with the page’s scheme and port (SPEC §7)', () => {
    const config = defaults(); // multiApp, platformDomain localhost, api.baseUrl /api/v1
    expect(resolveApiBaseUrl(config, page('acme.localhost', 'http:', '4173'))).toBe(
      'http://api-acme.localhost:4173/api/v1',
    );
    expect(resolveApiBaseUrl(config, page('demo.localhost', 'http:', ''))).toBe('http://api-demo.localhost/api/v1');
    // The bare platform host, an IP address, another domain, a nested label: the page's own host.
    for (const hostname of ['localhost', '127.0.0.1', 'console.example.com', 'a.b.localhost'])
      expect(resolveApiBaseUrl(config, page(hostname, 'http:', '4173')), hostname).toBe('/api/v1');
    // Single-application mode keeps it too.
    expect(resolveApiBaseUrl({ ...config, multiApp: false }, page('acme.localhost', 'http:', '4173'))).toBe('/api/v1');
  });
});
