import { startSimulator } from '../support/simulatorServer';
import { admin, BASE, call, DEVICE, type ValidationBody } from './helpers';

const sim = startSimulator();

/** Sends a raw body text (JSON.stringify cannot write a `__proto__` key or a bare `null` as a client may). */
async function rawBody(path: string, method: string, text: string, token?: string) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'X-DEVICE': DEVICE,
      'X-APP': 'console',
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

/** What a malformed request gets: a 4xx refusal, never a 500 (issue 43, item 3). */
describe('the simulator refuses malformed requests without failing', () => {
  afterEach(() => {
    // These requests break the contract on purpose.
    sim.takeViolations();
  });

  it('refuses a body that is not a JSON object with 400', async () => {
    const api = await admin();
    for (const text of ['null', '[]', '[{"name":"P"}]', '42', '"name"', 'true']) {
      const answer = await rawBody('/project', 'POST', text, api.tokens.access_token);
      expect(answer, text).toEqual({ status: 400, body: { message: 'The body must be a JSON object' } });
    }
    const signIn = await rawBody('/internal-auth/token-create', 'POST', 'null');
    expect(signIn.status).toBe(400);
  });

  it('refuses __proto__, constructor and prototype keys in a body, at any depth, with 400', async () => {
    const api = await admin();
    for (const text of [
      '{"__proto__": {"name": "x"}, "name": "P"}',
      '{"name": "P", "constructor": 1}',
      '{"name": "P", "description": "d", "prototype": {}}',
    ]) {
      const answer = await rawBody('/project', 'POST', text, api.tokens.access_token);
      expect(answer.status, text).toBe(400);
      expect(answer.body.message).toMatch(/^Forbidden key "(__proto__|constructor|prototype)"$/);
    }
    const nested = await rawBody(
      '/internal-user',
      'POST',
      '{"user": {"__proto__": {"x": 1}, "email": "a@b.test", "password": "Secret123!"}, "organization": {"domain": "neworg", "name": "N"}, "payment": {"token": "t", "amount_cents": 1}}',
    );
    expect(nested).toEqual({ status: 400, body: { message: 'Forbidden key "__proto__"' } });
    // Nothing was created by the refused calls.
    const projects = await api.call<{ meta: { total: number } }>('/project');
    expect(projects.body.meta.total).toBe(sim.store.orgs.get('acme')?.tables.project.rows.length);
    expect(sim.store.orgs.has('neworg')).toBe(false);
  });

  it('refuses prototype keys in the query as unknown keys (400)', async () => {
    const api = await admin();
    for (const key of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']) {
      const answer = await api.call<{ message: string }>(`/project?${key}=1`);
      expect(answer, key).toEqual({ status: 400, body: { message: `Unknown query parameter "${key}"` } });
    }
  });

  it('type-checks a union field at its own node: sign-up with a non-string user.password is 422 on that field', async () => {
    for (const password of [12345, { a: 1 }, ['Secret123!'], true]) {
      const answer = await call<ValidationBody>('/internal-user', {
        method: 'POST',
        body: {
          user: { email: 'new@org.test', password },
          organization: { domain: 'fresh-org', name: 'Fresh' },
          payment: { token: 'tok', amount_cents: 4900 },
        },
      });
      expect(answer.status, JSON.stringify(password)).toBe(422);
      expect(answer.body.errors.json).toEqual({ 'user.password': ['Expected string'] });
    }
  });
});

/** The services beside the API answer at their own paths only (issue 43, item 5). */
describe('the error log and the simulated providers live outside the API', () => {
  afterEach(() => {
    sim.takeViolations();
  });

  it('takes a log entry at /log only: a path under the API that ends in /log is no call (404)', async () => {
    const logged = await fetch(new URL('/log', BASE), { method: 'POST', body: '{"message":"boom"}' });
    expect(logged.status).toBe(204);
    const underApi = await fetch(`${BASE}/user/1/log`, {
      method: 'POST',
      headers: { 'X-DEVICE': DEVICE, 'X-APP': 'console', 'Content-Type': 'application/json' },
      body: '{"message":"boom"}',
    });
    expect(underApi.status).toBe(404);
    expect(sim.logs).toEqual([{ message: 'boom' }]);
  });

  it('serves the simulated providers at the origin only, not under the API base', async () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', holder: 'Owner' };
    const payment = await fetch(`${BASE}/__provider/payment/tokens`, {
      method: 'POST',
      headers: { 'X-DEVICE': DEVICE, 'X-APP': 'console', 'Content-Type': 'application/json' },
      body: JSON.stringify({ card, amount_cents: 4900 }),
    });
    expect(payment.status).toBe(404);
    const social = await fetch(`${BASE}/__provider/social/google/authorize?redirect_uri=http://localhost/x`, {
      headers: { 'X-DEVICE': DEVICE, 'X-APP': 'console' },
    });
    expect(social.status).toBe(404);
    const atOrigin = await fetch(new URL('/__provider/social/google/authorize?redirect_uri=http://localhost/x', BASE));
    expect(atOrigin.status).toBe(200);
  });
});
