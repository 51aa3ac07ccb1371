import { authTypeLifetimeBreaks } from '../../../src/api/contract/rules/authTypeLifetimeBreaks';

describe('authTypeLifetimeBreaks (SPEC §5)', () => {
  it('requires an access lifetime greater than 0', () => {
    expect(authTypeLifetimeBreaks({ access_token_lifetime_min: 15 })).toEqual({});
    for (const missing of [null, undefined, '', '  '])
      expect(authTypeLifetimeBreaks({ access_token_lifetime_min: missing })).toEqual({
        access_token_lifetime_min: { rule: 'required' },
      });
    for (const bad of [0, -1, Number.NaN, 'abc'])
      expect(authTypeLifetimeBreaks({ access_token_lifetime_min: bad })).toEqual({
        access_token_lifetime_min: { rule: 'greaterThan', value: 0 },
      });
  });

  it('ignores the refresh lifetime while refresh is off', () => {
    expect(
      authTypeLifetimeBreaks({
        access_token_lifetime_min: 30,
        refresh_token_enabled: false,
        refresh_token_lifetime_min: 5,
      }),
    ).toEqual({});
  });

  it('with refresh on, requires a refresh lifetime greater than the access lifetime', () => {
    const on = { access_token_lifetime_min: 30, refresh_token_enabled: true };
    expect(authTypeLifetimeBreaks({ ...on, refresh_token_lifetime_min: 31 })).toEqual({});
    expect(authTypeLifetimeBreaks({ ...on, refresh_token_lifetime_min: null })).toEqual({
      refresh_token_lifetime_min: { rule: 'required' },
    });
    expect(authTypeLifetimeBreaks({ ...on, refresh_token_lifetime_min: 30 })).toEqual({
      refresh_token_lifetime_min: { rule: 'greaterThan', value: 30 },
    });
    expect(authTypeLifetimeBreaks({ ...on, refresh_token_lifetime_min: 10 })).toEqual({
      refresh_token_lifetime_min: { rule: 'greaterThan', value: 30 },
    });
  });

  it('reports both fields at once, comparing with 0 while the access lifetime is missing', () => {
    expect(
      authTypeLifetimeBreaks({
        access_token_lifetime_min: null,
        refresh_token_enabled: true,
        refresh_token_lifetime_min: 0,
      }),
    ).toEqual({
      access_token_lifetime_min: { rule: 'required' },
      refresh_token_lifetime_min: { rule: 'greaterThan', value: 0 },
    });
  });
});
