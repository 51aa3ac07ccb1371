import { isEmail } from '../../../src/api/contract/rules/isEmail';
import { isHttpUrl } from '../../../src/api/contract/rules/isHttpUrl';

describe('format checks', () => {
  it('isHttpUrl accepts absolute http(s) URLs only', () => {
    expect(isHttpUrl('https://example.com/cb')).toBe(true);
    expect(isHttpUrl('http://localhost:3000')).toBe(true);
    for (const bad of ['ftp://example.com', 'javascript:alert(1)', 'not a url', '/relative', '', null, 42])
      expect(isHttpUrl(bad)).toBe(false);
  });

  it('isEmail wants something@domain.tld without spaces', () => {
    expect(isEmail('a@b.co')).toBe(true);
    for (const bad of ['a@b', 'a b@c.de', ' a@b.co', '@b.co', '', null]) expect(isEmail(bad)).toBe(false);
  });
});
