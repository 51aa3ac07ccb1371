import { socialMethods, type AuthMethod } from '../../src/framework/socialLogin/useSocialMethods';
import type { InitData } from '../../src/api/contract/init';
import { defaultPasswordConfig } from '../../src/api/contract/authType';

const method = (provider: string | null, url: string | null, type = 'social'): AuthMethod => ({
  auth_type_id: '4',
  type,
  title: 'Social',
  provider,
  url,
});

const init = (types: string[], social_providers: string[]): InitData => ({
  version: '1',
  auth: { signed_in: false },
  password_config: defaultPasswordConfig,
  types,
  jwt_algorithms: [],
  social_providers,
  sources: [],
});

const items = [
  method('google', 'https://provider.test/google'),
  method('github', 'https://provider.test/github'),
  method(null, null, 'jwt'),
  method('gitlab', 'javascript:alert(1)'),
];

describe('socialMethods', () => {
  it('keeps the social methods with an http(s) authorize page', () => {
    expect(socialMethods(items, null).map((m) => m.provider)).toEqual(['google', 'github']);
  });

  it('keeps only the providers the init data offers, and none when it does not offer social sign-in', () => {
    expect(socialMethods(items, init(['basic', 'social'], ['github'])).map((m) => m.provider)).toEqual(['github']);
    expect(socialMethods(items, init(['basic', 'jwt'], ['google', 'github']))).toEqual([]);
  });
});
