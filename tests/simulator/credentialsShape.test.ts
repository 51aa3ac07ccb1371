import { serverMessages } from '../../src/api/contract/errors';
import { startSimulator } from '../support/simulatorServer';
import { admin } from './helpers';

/**
 * `PATCH /auth-type/{id}/credentials` takes exactly one of the contract's two shapes (SPEC §7): a
 * secret key, or a public and a private key; the type's algorithm says which (type 1 is jwt HS256).
 */
const sim = startSimulator();
type Refusal = { errors: { json: Record<string, string[]> } };
const secret = 's'.repeat(32);

describe('the credentials call: a secret key or a key pair, required', () => {
  it('refuses a body with neither shape, naming the fields of both', async () => {
    const api = await admin();
    const empty = await api.call<Refusal>('/auth-type/1/credentials', { method: 'PATCH', body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.json).toEqual({
      secret_key: [serverMessages.required],
      public_key: [serverMessages.required],
      private_key: [serverMessages.required],
    });
    // Left out altogether, the body is just as empty.
    expect((await api.call('/auth-type/1/credentials', { method: 'PATCH' })).status).toBe(422);
  });

  it('refuses a blank key, and a body mixing the two shapes', async () => {
    const api = await admin();
    const blank = await api.call<Refusal>('/auth-type/1/credentials', { method: 'PATCH', body: { secret_key: '  ' } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.json.secret_key).toEqual([serverMessages.required]);
    const mixed = await api.call<Refusal>('/auth-type/1/credentials', {
      method: 'PATCH',
      body: { secret_key: secret, public_key: 'k' },
    });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors.json.public_key).toEqual(['Unknown field']);
    const half = await api.call<Refusal>('/auth-type/1/credentials', { method: 'PATCH', body: { public_key: 'k' } });
    expect(half.status).toBe(422);
    expect(half.body.errors.json.private_key).toEqual([serverMessages.required]);
    sim.takeViolations();
  });

  it("takes the shape of the type's algorithm: a secret for HS256, and refuses the other one there", async () => {
    const api = await admin();
    const pair = await api.call<Refusal>('/auth-type/1/credentials', {
      method: 'PATCH',
      body: { public_key: 'k', private_key: 'k' },
    });
    expect(pair.status).toBe(422);
    expect(pair.body.errors.json.secret_key).toEqual([serverMessages.required]);
    const ok = await api.call<{ has_credentials: boolean }>('/auth-type/1/credentials', {
      method: 'PATCH',
      body: { secret_key: secret },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.has_credentials).toBe(true);
  });
});

describe('signing credentials on create', () => {
  it('are kept for the kinds that issue tokens only: a basic type given a key has none', async () => {
    const api = await admin();
    const basic = await api.call<{ has_credentials: boolean; credentials_updated_at: string | null }>(
      '/auth-type/basic',
      { method: 'POST', body: { title: 'Plain', projects: ['1'], private_key: 'k', secret_key: secret } },
    );
    expect(basic.status).toBe(201);
    expect(basic.body).toMatchObject({ has_credentials: false, credentials_updated_at: null });
    const jwt = await api.call<{ has_credentials: boolean }>('/auth-type/jwt', {
      method: 'POST',
      body: { title: 'Tokens', projects: ['1'], secret_key: secret },
    });
    expect(jwt.status).toBe(201);
    expect(jwt.body.has_credentials).toBe(true);
  });
});

afterEach(() => expect(sim.takeViolations()).toEqual([]));
