import { createDefaults } from '../../../src/framework/resource/formDefaults';
import { fieldsOf } from '../../../src/framework/resource/ResourceScope';
import authType from '../../../resources/authType';
import { fieldsOfType, valuesForType } from '../../../resources/authType/authTypeForm';

describe('authentication type form defaults (SPEC §4)', () => {
  it('gives each type its defaults', () => {
    expect(valuesForType('basic')).toMatchObject({ prefix: 'Basic', header: null });
    expect(valuesForType('key')).toMatchObject({ section: 'header', key: null });
    expect(valuesForType('jwt')).toMatchObject({
      prefix: 'Bearer',
      header: 'Authorization',
      access_token_lifetime_min: 15,
      refresh_token_lifetime_min: 1440,
    });
    expect(valuesForType('social')).toMatchObject({ prefix: 'Bearer', header: 'Authorization', providers: [] });
  });

  it('clears the other types’ fields when the type changes', () => {
    const values = valuesForType('key');
    expect(values).toMatchObject({
      section: 'header',
      prefix: null,
      header: null,
      redirect_uri: null,
      secret_key: null,
      providers: [],
    });
  });

  it('offers the signing credentials only for the types that issue tokens', () => {
    expect(fieldsOfType.jwt).toEqual(expect.arrayContaining(['secret_key', 'public_key', 'private_key']));
    expect(fieldsOfType.social).toEqual(expect.arrayContaining(['secret_key', 'redirect_uri', 'providers']));
    expect(fieldsOfType.basic).not.toContain('secret_key');
    expect(fieldsOfType.key).not.toContain('secret_key');
  });

  it('starts a new record as basic with the basic defaults', () => {
    expect(createDefaults(fieldsOf(authType))).toMatchObject({ type: 'basic', prefix: 'Basic', projects: [] });
  });
});
