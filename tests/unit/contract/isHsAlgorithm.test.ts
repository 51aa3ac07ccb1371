import { isHsAlgorithm } from '../../../src/api/contract/rules/isHsAlgorithm';

describe('isHsAlgorithm', () => {
  it('tells HMAC algorithms from key-pair ones', () => {
    for (const hs of ['HS256', 'HS384', 'HS512']) expect(isHsAlgorithm(hs)).toBe(true);
    for (const pair of ['RS256', 'ES512', 'PS256']) expect(isHsAlgorithm(pair)).toBe(false);
  });

  it('treats no algorithm chosen (null, undefined, empty, not a string) as HS', () => {
    for (const nothing of [null, undefined, '', 42, {}]) expect(isHsAlgorithm(nothing)).toBe(true);
  });
});
