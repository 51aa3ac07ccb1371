import { serverMessages } from '../../src/api/contract/errors';
import { call, signIn, type Tokens } from './helpers';
import { startSimulator } from '../support/simulatorServer';

const sim = startSimulator({ demoResetHours: 6 });
const DEMO = 'http://demo.localhost/api/v1';

describe('organizations and demo mode', () => {
  it('resolves the demo organization by host and by X-ORG', async () => {
    await expect(signIn('demo@demo.test', 'Demo123!')).rejects.toThrow(); // acme host
    const byHost = await signIn('demo@demo.test', 'Demo123!', { base: DEMO });
    const me = await call<{ organization: { domain: string }; demo: boolean }>('/internal-user/me', {
      base: DEMO,
      token: byHost.access_token,
    });
    expect(me.body).toMatchObject({ organization: { domain: 'demo' }, demo: true });
    const byHeader = await signIn('demo@demo.test', 'Demo123!', { headers: { 'X-ORG': 'demo' } });
    expect(byHeader.access_token).toBeTruthy();
    const users = await call<{ meta: { total: number } }>('/user', {
      headers: { 'X-ORG': 'demo' },
      token: byHeader.access_token,
    });
    expect(users.body.meta.total).toBe(10);
    // A demo token is not valid for acme.
    expect((await call('/user', { token: byHeader.access_token })).status).toBe(401);
    expect((await call('/init/guest', { headers: { 'X-ORG': 'nowhere' } })).status).toBe(404);
  });

  it('serves the next reset and the shared demo account in the init data (null elsewhere)', async () => {
    const demo = await call<{ demo: { next_reset_at: string; reset_hours: number } }>('/init/guest', { base: DEMO });
    expect(demo.body.demo).toEqual({
      next_reset_at: new Date(sim.clock.now() + 6 * 3_600_000).toISOString(),
      reset_hours: 6,
      account: { login: 'demo@demo.test', password: 'Demo123!' },
    });
    expect((await call<{ demo: null }>('/init/guest')).body.demo).toBeNull();
  });

  it('locks me-area writes in demo → 403', async () => {
    const t = await signIn('demo@demo.test', 'Demo123!', { base: DEMO });
    const c = (path: string, method: string, body?: unknown) =>
      call(path, { base: DEMO, token: t.access_token, method, body });
    const locked = { status: 403, body: { message: serverMessages.demoLocked } };
    expect(await c('/internal-user/1', 'PUT', { name: 'X', email: 'x@demo.test' })).toEqual(locked);
    expect(
      await c('/internal-user/1/password', 'PUT', {
        current_password: 'Demo123!',
        password: 'Other123!',
        repeat: 'Other123!',
      }),
    ).toEqual(locked);
    expect(await c('/internal-organization/me', 'PUT', { name: 'X' })).toEqual(locked);
    expect(await c('/internal-api-key', 'POST', { note: 'x' })).toEqual(locked);
    expect(await c('/internal-user/me/social/google', 'POST', {})).toEqual(locked);
    expect(await c('/internal-user/me', 'DELETE')).toEqual(locked);
    expect(await c('/internal-session?ids=1', 'DELETE')).toEqual(locked);
    expect(await c('/internal-session/1', 'DELETE')).toEqual(locked);
    expect((await c('/internal-user/me', 'GET')).status).toBe(200);
    expect((await c('/project', 'POST', { name: 'Shared edit' })).status).toBe(201); // administration stays open
  });

  it('resets the demo data when the clock passes the reset time', async () => {
    const t = await signIn('demo@demo.test', 'Demo123!', { base: DEMO });
    await call('/project', { base: DEMO, token: t.access_token, method: 'POST', body: { name: 'Temporary' } });
    expect(sim.store.orgs.get('demo')?.tables.project.rows).toHaveLength(4);
    sim.clock.advance(6 * 3_600_000);
    const init = await call<{ demo: { next_reset_at: string } }>('/init/guest', { base: DEMO });
    expect(init.body.demo.next_reset_at).toBe(new Date(sim.clock.now() + 6 * 3_600_000).toISOString());
    expect(sim.store.orgs.get('demo')?.tables.project.rows).toHaveLength(3);
    const again = await signIn('demo@demo.test', 'Demo123!', { base: DEMO });
    const projects = await call<{ meta: { total: number } }>('/project', { base: DEMO, token: again.access_token });
    expect(projects.body.meta.total).toBe(3);
    expect((await call('/project', { base: DEMO, token: t.access_token })).status).toBe(401);
  });

  it('acme is untouched by the demo reset', async () => {
    const t: Tokens = await signIn();
    await call('/project', { token: t.access_token, method: 'POST', body: { name: 'Stays' } });
    sim.clock.advance(7 * 3_600_000);
    await call('/init/guest', { base: DEMO });
    expect(sim.store.orgs.get('acme')?.tables.project.rows).toHaveLength(7);
  });
});
