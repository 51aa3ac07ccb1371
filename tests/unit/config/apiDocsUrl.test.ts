import { readFileSync } from 'node:fs';
import { resolveApiDocsUrl } from '../../../src/config/apiDocsUrl';
import { parseConfig } from '../../../src/config/parseConfig';
import { resolveApiBaseUrl } from '../../../src/config/resolveApiBaseUrl';

describe('API documentation link (SPEC §7)', () => {
  it('is the shipped configuration’s API base URL with swagger-ui in place of the version', () => {
    const shipped = parseConfig(JSON.parse(readFileSync('public/config.json', 'utf8')));
    if (!shipped.ok) throw new Error(shipped.problems.join('\n'));
    const baseUrl = resolveApiBaseUrl(shipped.config, { protocol: 'http:', hostname: 'localhost', port: '4173' });
    expect(resolveApiDocsUrl(shipped.config.apiDocsUrl, baseUrl)).toBe('/api/swagger-ui');
  });

  it.each([
    ['/api/v1', '/api/swagger-ui'],
    ['https://api-acme.example.com/v1', 'https://api-acme.example.com/swagger-ui'],
    ['https://example.com/identity/v2/rest', 'https://example.com/identity/swagger-ui/rest'],
    ['https://example.com:8443/api/v1.1', 'https://example.com:8443/api/swagger-ui'],
  ])('replaces the version segment of %s: %s', (baseUrl, expected) => {
    expect(resolveApiDocsUrl(undefined, baseUrl)).toBe(expected);
  });

  it('guesses no address for a base URL without a version segment', () => {
    expect(resolveApiDocsUrl(undefined, '/api')).toBeNull();
    expect(resolveApiDocsUrl(undefined, 'https://api.example.com')).toBeNull();
  });

  it('takes the configured address, or none when the setting is false', () => {
    expect(resolveApiDocsUrl('https://docs.example.test/api', '/api/v1')).toBe('https://docs.example.test/api');
    expect(resolveApiDocsUrl('/docs', '/api/v1')).toBe('/docs');
    expect(resolveApiDocsUrl(false, '/api/v1')).toBeNull();
  });

  it('accepts a URL, a path or false in config.json, nothing else', () => {
    expect(parseConfig({ apiDocsUrl: false }).ok).toBe(true);
    expect(parseConfig({ apiDocsUrl: '/docs' }).ok).toBe(true);
    expect(parseConfig({ apiDocsUrl: 'https://docs.example.test' }).ok).toBe(true);
    expect(parseConfig({ apiDocsUrl: true }).ok).toBe(false);
    expect(parseConfig({ apiDocsUrl: 'javascript:alert(1)' }).ok).toBe(false);
  });
});
