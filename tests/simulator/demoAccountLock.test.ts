import { startSimulator } from '../support/simulatorServer';
import { call, signIn } from './helpers';

const sim = startSimulator();
const DEMO = 'http://demo.localhost/api/v1';

function demoAccountId() {
  const id = sim.store.orgs.get('demo')?.tables.user.rows.find((row) => row.email === 'demo@demo.test')?.id;
  if (!id) throw new Error('no demo account');
  return id;
}

async function demoCaller() {
  const tokens = await signIn('demo@demo.test', 'Demo123!', { base: DEMO });
  return <T = unknown>(path: string, options: { method?: string; body?: unknown } = {}) =>
    call<T>(path, { base: DEMO, token: tokens.access_token, ...options });
}

describe('the demo lock guards the demo account through every endpoint', () => {
  it('refuses its password, username and e-mail through PUT /user/{id}, and keeps other edits', async () => {
    const demo = await demoCaller();
    const id = demoAccountId();
    const record = (await demo<{ username: string; email: string }>(`/user/${id}`)).body;
    for (const change of [{ password: 'Taken123!' }, { username: 'taken' }, { email: 'taken@demo.test' }]) {
      const answer = await demo<{ message: string }>(`/user/${id}`, {
        method: 'PUT',
        body: { username: record.username, email: record.email, ...change },
      });
      expect({ change, status: answer.status, message: answer.body.message }).toEqual({
        change,
        status: 403,
        message: 'This feature is locked in demo mode',
      });
    }
    const note = await demo(`/user/${id}`, {
      method: 'PUT',
      body: { username: record.username, email: record.email, note: 'hello' },
    });
    expect(note.status).toBe(200);
    await expect(signIn('demo@demo.test', 'Demo123!', { base: DEMO })).resolves.toBeDefined();
  });

  it('refuses deleting it, alone or in a bulk delete, and touching its credentials', async () => {
    const demo = await demoCaller();
    const id = demoAccountId();
    expect((await demo(`/user/${id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await demo(`/user?ids=${id}&ids=2`, { method: 'DELETE' })).status).toBe(403);
    expect((await demo('/user', { method: 'DELETE' })).status).toBe(403);
    const credentials = await demo<{ items: { id: string }[] }>(`/user/${id}/credentials`);
    const first = credentials.body.items[0];
    if (first) expect((await demo(`/user/${id}/credentials/${first.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await demo(`/user/${id}/credentials`, { method: 'DELETE' })).status).toBe(403);
    expect(sim.store.orgs.get('demo')?.tables.user.get(id)).toBeDefined();
    await expect(signIn('demo@demo.test', 'Demo123!', { base: DEMO })).resolves.toBeDefined();
    // Other users of the demo organization stay editable.
    expect((await demo('/user/2', { method: 'DELETE' })).status).toBe(200);
  });
});
