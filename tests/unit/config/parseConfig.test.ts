import { locales } from '../../../i18n/locales';
import { parseConfig } from '../../../src/config/parseConfig';
import { currentSubdomain, resolveApiBaseUrl } from '../../../src/config/resolveApiBaseUrl';

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
    expect(resolveApiBaseUrl(result.config, { hostname: 'acme.example.com' })).toBe('https://api-acme.example.com/v1');
    expect(resolveApiBaseUrl(result.config, { hostname: 'example.com' })).toBe('https://api.example.com/v1');
    const single = { ...result.config, multiApp: false };
    expect(resolveApiBaseUrl(single, { hostname: 'acme.example.com' })).toBe('https://api.example.com/v1');
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
    ['/api/v1/', '/api/v1'],
  ])('in multi-application mode on acme.example.com, the base URL %s becomes %s', (baseUrl, expected) => {
    const result = parseConfig({ api: { baseUrl }, platformDomain: 'example.com' });
    if (!result.ok) throw new Error('valid');
    expect(resolveApiBaseUrl(result.config, { hostname: 'acme.example.com' })).toBe(expected);
  });
});
