import { serializeQuery } from '../../../src/api/http/serializeQuery';

describe('serializeQuery', () => {
  it('repeats keys for arrays and stringifies booleans and numbers', () => {
    expect(serializeQuery({ ids: ['1', '2'], page: 3, active: true, off: false, zero: 0 })).toBe(
      '?ids=1&ids=2&page=3&active=true&off=false&zero=0',
    );
  });

  it('omits null, undefined, empty arrays and null array items', () => {
    expect(serializeQuery({ a: null, b: undefined, c: [], d: [null, 'x', undefined] })).toBe('?d=x');
  });

  it('returns an empty string when nothing remains', () => {
    expect(serializeQuery({})).toBe('');
    expect(serializeQuery({ a: null, b: [] })).toBe('');
  });

  it('encodes values, keeps empty strings, writes dates as ISO and objects as JSON', () => {
    expect(
      serializeQuery({ search: 'a&b c', empty: '', from: new Date('2024-01-02T03:04:05.000Z'), filter: { x: 1 } }),
    ).toBe('?search=a%26b+c&empty=&from=2024-01-02T03%3A04%3A05.000Z&filter=%7B%22x%22%3A1%7D');
  });
});
