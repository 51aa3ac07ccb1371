import { endpointTable } from '../../src/api/contract/endpointTable';
import { endpoint } from '../../src/api/contract/endpoint';
import { openApiDocument } from '../../src/api/contract/openapi/openApiDocument';
import { json } from '../../simulator/rules/errors';
import { startSimulator } from '../support/simulatorServer';
import { admin, call, paymentToken } from './helpers';

const sim = startSimulator();

type Operation = { operationId: string; responses: Record<string, unknown> };
const operations = Object.values(openApiDocument().paths as Record<string, Record<string, Operation>>).flatMap((item) =>
  Object.values(item),
);
/** The statuses docs/openapi.json declares for a call. */
const declared = (name: string) =>
  Object.keys(operations.find((operation) => operation.operationId === name)?.responses ?? {}).map(Number);

/**
 * Every status the simulator answers a call with is one the contract declares for that call
 * (issue 43, item 1): each refusal of a call's own rules below, plus the router's check of every
 * answer, which the conformance harness turns into a failure of any test that meets an undeclared one.
 */
describe('the statuses a call answers are the ones the contract declares for it', () => {
  afterEach(() => {
    expect(sim.takeViolations().filter((v) => v.kind === 'status')).toEqual([]);
  });

  it('declares 400, 404 (an unknown organization) and 405 (with Allow) on every call', async () => {
    for (const operation of operations)
      expect(declared(operation.operationId), operation.operationId).toEqual(expect.arrayContaining([400, 404, 405]));
    const unknownOrg = await call('/internal-auth/methods', { headers: { 'X-ORG': 'no-such-org' } });
    expect(unknownOrg.status).toBe(404);
    const tokenCreate = await call('/internal-auth/token-create', {
      method: 'POST',
      body: { username: 'admin', password: 'x' },
      headers: { 'X-ORG': 'no-such-org' },
    });
    expect(tokenCreate.status).toBe(404);
  });

  it('declares the 401 of a wrong password and of a refresh without a token', async () => {
    const wrong = await call('/internal-auth/token-create', {
      method: 'POST',
      body: { username: 'admin@acme.test', password: 'wrong' },
    });
    expect(wrong.status).toBe(401);
    expect(declared('auth.tokenCreate')).toContain(401);
    expect((await call('/internal-auth/token-refresh', { method: 'POST' })).status).toBe(401);
    expect(declared('auth.tokenRefresh')).toContain(401);
  });

  it('declares the 410 of a used or unknown code', async () => {
    const reset = await call('/internal-user/password-reset', {
      method: 'POST',
      body: { code: 'nope', email: 'admin@acme.test', password: 'Secret123!' },
    });
    expect(reset.status).toBe(410);
    expect(declared('public.passwordReset')).toContain(410);
    expect((await call('/internal-user/sign-complete', { method: 'POST', body: { code: 'nope' } })).status).toBe(410);
    expect(declared('public.signComplete')).toContain(410);
  });

  it("declares sign-up's 402 (declined) and 403 (closed), and the domain check's 403 and 422", async () => {
    const body = (token: string | undefined) => ({
      user: { email: 'owner@newco.test', password: 'Secret123!' },
      organization: { domain: 'newco', name: 'New Co' },
      payment: { token, amount_cents: 4900 },
    });
    const declinedToken = (await paymentToken('4000 0000 0000 0002', 4900)).body.token;
    const declinedSignUp = await call('/internal-user', { method: 'POST', body: body(declinedToken) });
    expect(declinedSignUp.status).toBe(402);
    expect((await call('/internal-organization/availability?domain=Not.A-domain')).status).toBe(422);
    sim.store.settings.signup.active = false;
    expect((await call('/internal-user', { method: 'POST', body: body('t') })).status).toBe(403);
    expect((await call('/internal-organization/availability?domain=newco')).status).toBe(403);
    expect(declared('public.signUp')).toEqual(expect.arrayContaining([402, 403]));
    expect(declared('public.domainAvailability')).toEqual(expect.arrayContaining([403, 422]));
  });

  it('declares the 422 of removing the last login method and of a batch for an unknown upload', async () => {
    const api = await admin();
    const removed = await api.call('/internal-user/me/password-login', { method: 'DELETE' });
    expect(removed.status).toBe(422);
    expect(declared('me.passwordLoginDelete')).toContain(422);
    const batch = await api.call('/import', { method: 'POST', body: { job_id: '999', rows: [['a']] } });
    expect(batch.status).toBe(422);
    expect(declared('import.create')).toEqual(expect.arrayContaining([200, 201, 422]));
  });

  it('reports an answer with a status the call does not declare as a contract violation', async () => {
    const teapot = {
      ...endpoint({ method: 'GET', path: '/teapot', output: undefined, summary: 'A test call.' }),
      name: 'test.teapot',
    };
    sim.registerCollection({
      table: 'teapot',
      seed: () => undefined,
      routes: [{ endpoint: teapot, handle: () => json({}, 418) }],
    });
    const api = await admin();
    expect((await api.call('/teapot')).status).toBe(418);
    expect(sim.takeViolations()).toEqual([
      expect.objectContaining({ kind: 'status', endpoint: 'test.teapot', detail: expect.stringContaining('418') }),
    ]);
    expect(endpointTable.has('test.teapot')).toBe(false);
  });
});
