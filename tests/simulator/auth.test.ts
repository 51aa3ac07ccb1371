import { serverMessages } from '../../src/api/contract/errors';
import { admin, call, DEVICE, signIn, type Tokens } from './helpers';
import { startSimulator } from '../support/simulatorServer';

const sim = startSimulator();

describe('sign-in and tokens', () => {
  it('accepts the e-mail or the username; wrong password → 401 with the spec message', async () => {
    const byEmail = await signIn('admin@acme.test', 'Admin123!');
    expect(byEmail).toMatchObject({ expires_in: 900, auth_type_id: '1' });
    expect(typeof byEmail.refresh_token).toBe('string');
    await signIn('admin', 'Admin123!');
    const wrong = await call('/internal-auth/token-create', {
      method: 'POST',
      body: { username: 'admin@acme.test', password: 'nope' },
    });
    expect(wrong).toEqual({ status: 401, body: { message: serverMessages.invalidCredentials } });
  });

  it('requires a bearer token', async () => {
    expect((await call('/user')).status).toBe(401);
    expect((await call('/user', { token: 'made-up' })).status).toBe(401);
    expect((await call('/init/guest')).status).toBe(200);
  });

  it('expires the access token with the clock; refresh gives a new pair and kills the old refresh token', async () => {
    const api = await admin();
    expect((await api.call('/user')).status).toBe(200);
    sim.clock.advance(15 * 60_000);
    expect((await api.call('/user')).status).toBe(401);
    const refreshed = await call<Tokens>('/internal-auth/token-refresh', {
      method: 'POST',
      token: api.tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(api.tokens.access_token);
    expect((await call('/user', { token: refreshed.body.access_token })).status).toBe(200);
    expect(
      (await call('/internal-auth/token-refresh', { method: 'POST', token: api.tokens.refresh_token })).status,
    ).toBe(401);
  });

  it('binds tokens to the device', async () => {
    const api = await admin();
    expect((await api.call('/user', { device: 'another-device' })).status).toBe(401);
    const refresh = await call('/internal-auth/token-refresh', {
      method: 'POST',
      token: api.tokens.refresh_token,
      device: 'another-device',
    });
    expect(refresh.status).toBe(401);
    expect((await api.call('/user', { device: DEVICE })).status).toBe(200);
  });

  it('refresh token expires too', async () => {
    const api = await admin();
    sim.clock.advance(24 * 60 * 60_000 + 1);
    expect(
      (await call('/internal-auth/token-refresh', { method: 'POST', token: api.tokens.refresh_token })).status,
    ).toBe(401);
  });

  it('logout ends the session and records history', async () => {
    const api = await admin();
    expect((await api.call('/internal-auth/logout', { method: 'POST' })).status).toBe(204);
    expect((await api.call('/user')).status).toBe(401);
    expect(
      (await call('/internal-auth/token-refresh', { method: 'POST', token: api.tokens.refresh_token })).status,
    ).toBe(401);
    const events = sim.store.orgs
      .get('acme')
      ?.tables.history.where((h) => h.subject_id === '1' && h.subject === 'user')
      .map((h) => h.event);
    expect(events).toEqual(expect.arrayContaining(['signed_in', 'signed_out']));
  });

  it('serves login methods to guests', async () => {
    const { body } = await call<{ items: { type: string; provider: string | null; url: string | null }[] }>(
      '/internal-auth/methods',
    );
    expect(body.items.map((m) => `${m.type}:${m.provider ?? ''}`)).toEqual(['jwt:', 'social:google', 'social:github']);
    // Social methods go to the provider's sign-in page, which returns to /social-login; no token in any URL.
    const google = new URL(body.items[1]?.url ?? '');
    expect(google.pathname).toBe('/__provider/social/google/authorize');
    expect(Object.fromEntries(google.searchParams)).toEqual({
      redirect_uri: 'http://localhost/social-login',
      auth_type_id: '4',
    });
  });
});

describe('API keys', () => {
  it('authenticates username:key with X-ORG; regenerate kills the old key; key shown once', async () => {
    const api = await admin();
    const created = await api.call<{ data: { id: string; key: string } }>('/internal-api-key', {
      method: 'POST',
      body: { note: 'ci' },
    });
    expect(created.status).toBe(201);
    const { key, id } = created.body.data;
    const list = await api.call<{ items: Record<string, unknown>[] }>('/internal-api-key');
    expect(list.body.items[0]).not.toHaveProperty('key');
    const asClient = (k: string) =>
      call('/internal-user/me', { headers: { Authorization: `admin:${k}`, 'X-ORG': 'acme' } });
    expect((await asClient(key)).status).toBe(200);
    expect((await asClient('wrong')).status).toBe(401);
    const regenerated = await api.call<{ data: { key: string } }>(`/internal-api-key/${id}/regenerate`, {
      method: 'POST',
    });
    expect(regenerated.body.data.key).not.toBe(key);
    expect((await asClient(key)).status).toBe(401);
    expect((await asClient(regenerated.body.data.key)).status).toBe(200);
    expect((await api.call(`/internal-api-key/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await asClient(regenerated.body.data.key)).status).toBe(401);
  });

  it('requires X-ORG from API-key callers, and the key only works in its own organization (SPEC §6)', async () => {
    const api = await admin();
    const created = await api.call<{ data: { key: string } }>('/internal-api-key', { method: 'POST', body: {} });
    const authorization = `admin:${created.body.data.key}`;
    // The host names acme, but an API client must say which organization it calls.
    const withoutOrg = await call<{ message: string }>('/project', { headers: { Authorization: authorization } });
    expect(withoutOrg.status).toBe(400);
    expect(withoutOrg.body.message).toBe('Missing header X-ORG');
    const blank = await call('/project', { headers: { Authorization: authorization, 'X-ORG': ' ' } });
    expect(blank.status).toBe(400);
    expect((await call('/project', { headers: { Authorization: authorization, 'X-ORG': 'demo' } })).status).toBe(401);
    // No such organization, no account there: the credentials are invalid (401, as in another one).
    expect((await call('/project', { headers: { Authorization: authorization, 'X-ORG': 'nowhere' } })).status).toBe(
      401,
    );
    expect((await call('/project', { headers: { Authorization: authorization, 'X-ORG': 'acme' } })).status).toBe(200);
  });
});

describe('my sessions', () => {
  it('marks the current session and revoking it makes the token 401', async () => {
    const api = await admin();
    const { body } = await api.call<{ items: { id: string; current: boolean }[] }>('/internal-session');
    const current = body.items.find((s) => s.current);
    expect(current).toBeDefined();
    expect(body.items.filter((s) => s.current)).toHaveLength(1);
    expect((await api.call(`/internal-session?ids=${current?.id}`, { method: 'DELETE' })).body).toEqual({ deleted: 1 });
    expect((await api.call('/internal-session')).status).toBe(401);
  });
});
