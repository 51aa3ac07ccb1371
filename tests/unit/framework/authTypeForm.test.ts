import { createDefaults } from '../../../src/framework/resource/formDefaults';
import { fieldsOf } from '../../../src/framework/resource/ResourceScope';
import authType from '../../../resources/authType';
import { isHsAlgorithm, typeDefaults, valuesForType } from '../../../resources/authType/authTypeForm';

describe('authentication type form defaults (SPEC §4)', () => {
  it('gives each type its defaults', () => {
    expect(typeDefaults('basic')).toEqual({ prefix: 'Basic' });
    expect(typeDefaults('key')).toEqual({ section: 'header' });
    expect(typeDefaults('jwt')).toMatchObject({ prefix: 'Bearer', header: 'Authorization' });
    expect(typeDefaults('social')).toMatchObject({ prefix: 'Bearer', header: 'Authorization', providers: [] });
  });

  it('clears the other types’ fields when the type changes', () => {
    const values = valuesForType('key');
    expect(values).toMatchObject({ section: 'header', prefix: null, header: null, redirect_uri: null, secret_key: null, providers: [] });
  });

  it('starts a new record as basic with the basic defaults', () => {
    expect(createDefaults(fieldsOf(authType))).toMatchObject({ type: 'basic', prefix: 'Basic', projects: [] });
  });

  it('tells HMAC algorithms apart', () => {
    expect(isHsAlgorithm('HS256')).toBe(true);
    expect(isHsAlgorithm(null)).toBe(true);
    expect(isHsAlgorithm('RS256')).toBe(false);
    expect(isHsAlgorithm('ES512')).toBe(false);
  });
});
