import { authKinds } from '../../../src/api/contract/authType';
import {
  allAuthTypeFields,
  authTypeDefaults,
  authTypeFields,
  issuesTokens,
} from '../../../src/api/contract/rules/authTypeFields';
import { defaultDetails } from '../../../simulator/rules/authTypeRules';
import { valuesForType } from '../../../resources/authType/authTypeForm';

describe('authentication type fields and defaults (SPEC §3, §4)', () => {
  it('gives each kind the SPEC defaults and sensible lifetimes (15 min access, one day refresh)', () => {
    expect(authTypeDefaults('basic')).toEqual({ prefix: 'Basic' });
    expect(authTypeDefaults('key')).toEqual({ section: 'header' });
    expect(authTypeDefaults('jwt')).toEqual({
      prefix: 'Bearer',
      header: 'Authorization',
      algorithm: 'HS256',
      access_token_lifetime_min: 15,
      refresh_token_enabled: false,
      refresh_token_lifetime_min: 1440,
    });
    expect(authTypeDefaults('social')).toEqual({
      prefix: 'Bearer',
      header: 'Authorization',
      algorithm: 'HS256',
      access_token_lifetime_min: 15,
      refresh_token_enabled: false,
      refresh_token_lifetime_min: 1440,
      providers: [],
    });
    expect(authTypeDefaults('unknown')).toEqual({});
  });

  it('hands out a fresh object each time', () => {
    const first = authTypeDefaults('social');
    first.providers?.push('google');
    expect(authTypeDefaults('social').providers).toEqual([]);
  });

  it('defaults only fields of the kind', () => {
    for (const kind of authKinds)
      for (const field of Object.keys(authTypeDefaults(kind))) expect(authTypeFields[kind]).toContain(field);
  });

  it('lists every field once and knows the kinds that issue tokens', () => {
    expect(new Set(allAuthTypeFields).size).toBe(allAuthTypeFields.length);
    expect(authKinds.filter(issuesTokens).sort()).toEqual(['jwt', 'social']);
    expect(issuesTokens('nope')).toBe(false);
  });

  it('is the one source of the form and the simulator defaults', () => {
    for (const kind of authKinds) {
      expect(valuesForType(kind)).toMatchObject(authTypeDefaults(kind));
      expect(defaultDetails(kind)).toMatchObject(authTypeDefaults(kind));
      expect(Object.keys(defaultDetails(kind)).sort()).toEqual([...authTypeFields[kind]].sort());
    }
  });
});
