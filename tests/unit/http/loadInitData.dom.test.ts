import { ContractError } from '../../../src/api/http/ContractError';
import { loadInitData } from '../../../src/api/http/loadInitData';
import { json } from './createFakeApi';
import { NOW, createTestClient } from './createTestClient';

const init = {
  version: '1.2.3',
  auth: { signed_in: true },
  password_config: {
    min_length: 6,
    extra_characters: '!@',
    is_number_required: true,
    is_upper_required: true,
    is_lower_required: true,
  },
  types: ['basic'],
  jwt_algorithms: ['HS256'],
  social_providers: [],
  sources: [],
};

describe('loadInitData', () => {
  it('reads /init/user with the bearer token when signed in', async () => {
    const { client, api } = createTestClient({
      signedIn: { accessToken: 'fresh-access', expiresAt: NOW + 60_000 },
      route: () => json(200, init),
    });

    await expect(loadInitData(client, true)).resolves.toMatchObject({ version: '1.2.3' });

    expect(api.calls[0]?.path).toBe('/api/init/user');
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer fresh-access');
  });

  it('reads /init/guest without a token, and rejects a body off the contract', async () => {
    const { client, api } = createTestClient({
      signedIn: { accessToken: 'fresh-access', expiresAt: NOW + 60_000 },
      route: () => json(200, { version: 1 }),
    });

    await expect(loadInitData(client, false)).rejects.toBeInstanceOf(ContractError);

    expect(api.calls[0]?.path).toBe('/api/init/guest');
    expect(api.calls[0]?.headers.has('Authorization')).toBe(false);
  });
});
