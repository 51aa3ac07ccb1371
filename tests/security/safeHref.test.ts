/**
 * safeHref over the XSS corpus: no javascript:, data: or vbscript: value — however it is cased,
 * prefixed with whitespace or control characters or split by tabs/newlines — ever becomes an href,
 * with or without a base for relative URLs; whatever does become one is http(s) (or mailto when
 * asked for).
 */
import { describe, expect, it } from 'vitest';
import { safeHref } from '../../src/framework/layout/safeHref';
import { dangerousUrlPayloads, xssPayloads } from './xssPayloads';

const BASE = 'https://console.example.test/me/api';

describe('safeHref', () => {
  it('the corpus has dangerous URL payloads of every scheme', () => {
    expect(new Set(dangerousUrlPayloads.map((p) => p.scheme))).toEqual(new Set(['javascript', 'data', 'vbscript']));
  });

  for (const payload of dangerousUrlPayloads) {
    it(`never links payload ${payload.id} (${payload.scheme}: ${JSON.stringify(payload.text).slice(0, 60)})`, () => {
      expect(safeHref(payload.text)).toBeUndefined();
      expect(safeHref(payload.text, { base: BASE })).toBeUndefined();
      expect(safeHref(payload.text, { base: BASE, mailto: true })).toBeUndefined();
    });
  }

  it('turns no payload of the corpus into anything but an http(s) link', () => {
    for (const payload of xssPayloads) {
      for (const options of [{}, { base: BASE }, { base: BASE, mailto: true }]) {
        const href = safeHref(payload.text, options);
        if (href !== undefined) expect(new URL(href).protocol, `payload ${payload.id} → ${href}`).toMatch(/^https?:$/);
      }
    }
  });

  it('links http(s) URLs, normalised, and keeps markup inside them escaped as URL text', () => {
    expect(safeHref('https://example.com/docs')).toBe('https://example.com/docs');
    expect(safeHref('  HTTP://Example.com/a b')).toBe('http://example.com/a%20b');
    expect(safeHref('https://example.com/"><svg onload=__xss(67)>')).toBe(
      'https://example.com/%22%3E%3Csvg%20onload=__xss(67)%3E',
    );
  });

  it('links relative URLs only when a base is given', () => {
    expect(safeHref('/api/swagger-ui')).toBeUndefined();
    expect(safeHref('/api/swagger-ui', { base: BASE })).toBe('https://console.example.test/api/swagger-ui');
    expect(safeHref('//other.example/x', { base: BASE })).toBe('https://other.example/x');
  });

  it('links mailto: only when asked for', () => {
    expect(safeHref('mailto:admin@acme.test')).toBeUndefined();
    expect(safeHref('mailto:admin@acme.test', { mailto: true })).toBe('mailto:admin@acme.test');
  });

  it('answers undefined for empty and non-string values', () => {
    for (const value of [undefined, null, '', '   ', 42, {}, ['https://example.com']])
      expect(safeHref(value)).toBeUndefined();
  });
});
