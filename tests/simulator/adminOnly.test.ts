import { endpointTable } from '../../src/api/contract/endpointTable';
import { startSimulator } from '../support/simulatorServer';
import { admin, call, signIn } from './helpers';

const sim = startSimulator();

/** A seeded user of Acme who is no administrator (seeded users sign in with `Password1!`). */
function ordinaryUser() {
  const user = sim.store.orgs.get('acme')?.tables.user.rows.find((row) => !row.admin && row.email);
  if (!user?.email) throw new Error('no ordinary user in the seed');
  return user;
}

/** A request path for an endpoint's template: every `:param` becomes `1`. */
// Every path parameter filled with a value of its kind: an authentication type's `:type` is a kind.
const concrete = (path: string) => path.replace(/:type\b/g, 'basic').replace(/:[^/]+/g, '1');

describe('administration endpoints answer 403 to anyone but an administrator', () => {
  it('every endpoint the contract marks for administrators refuses an ordinary user with 403, before anything else', async () => {
    const tokens = await signIn(ordinaryUser().email ?? '', 'Password1!');
    const adminOnly = [...endpointTable.values()].filter((endpoint) => endpoint.admin);
    expect(adminOnly.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining(['project.list', 'user.update', 'user.delete', 'authType.create', 'stats.dashboard']),
    );
    for (const endpoint of adminOnly) {
      const answer = await call<{ message: string }>(concrete(endpoint.path), {
        method: endpoint.method,
        token: tokens.access_token,
        ...(endpoint.input ? { body: {} } : {}),
      });
      expect({ endpoint: endpoint.name, status: answer.status }).toEqual({ endpoint: endpoint.name, status: 403 });
      expect(answer.body.message).toBe('You need administrator access');
    }
    sim.takeViolations();
  });

  it("cannot change the administrator's password through PUT /user/1 (the probe's escalation)", async () => {
    const tokens = await signIn(ordinaryUser().email ?? '', 'Password1!');
    const put = await call('/user/1', {
      method: 'PUT',
      token: tokens.access_token,
      body: { username: 'admin', password: 'Taken123!' },
    });
    expect(put.status).toBe(403);
    await expect(signIn('admin@acme.test', 'Admin123!')).resolves.toBeDefined();
  });

  it('says who administers: the seeded administrator, the demo account and an organization’s founder; not a user an administrator creates', async () => {
    const boss = await admin();
    expect((await boss.call<{ admin: boolean }>('/internal-user/me')).body.admin).toBe(true);
    const created = await boss.call<{ id: string; admin: boolean }>('/user', {
      method: 'POST',
      body: { username: 'plain', password: 'Plain123!', email: 'plain@acme.test' },
    });
    expect(created.body.admin).toBe(false);
    const plain = await signIn('plain@acme.test', 'Plain123!');
    expect((await call<{ admin: boolean }>('/internal-user/me', { token: plain.access_token })).body.admin).toBe(false);
    expect((await call('/project', { token: plain.access_token })).status).toBe(403);
    // Their own area stays theirs.
    expect((await call('/internal-user/me', { token: plain.access_token })).status).toBe(200);
    expect((await call('/internal-api-key', { token: plain.access_token })).status).toBe(200);
    const demo = await signIn('demo@demo.test', 'Demo123!', { headers: { 'X-ORG': 'demo' } });
    const demoMe = await call<{ admin: boolean }>('/internal-user/me', {
      token: demo.access_token,
      headers: { 'X-ORG': 'demo' },
    });
    expect(demoMe.body.admin).toBe(true);
    expect(sim.store.orgs.get('acme')?.tables.user.rows.find((row) => row.email === 'admin@acme.test')?.admin).toBe(
      true,
    );
  });
});
