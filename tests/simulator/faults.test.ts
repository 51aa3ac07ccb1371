import { BASE, admin, call } from './helpers';
import { startSimulator } from '../support/simulatorServer';

const sim = startSimulator({ control: true });

describe('faults', () => {
  it('answers with an injected status and body, a limited number of times', async () => {
    sim.faults.add({ method: 'GET', path: '/init/guest', status: 503, body: { message: 'down' }, times: 1 });
    expect(await call('/init/guest')).toEqual({ status: 503, body: { message: 'down' } });
    expect((await call('/init/guest')).status).toBe(200);
  });

  it('matches wildcard segments and any method', async () => {
    const api = await admin();
    sim.faults.add({ method: '*', path: '/user/*/profiles', status: 500 });
    expect((await api.call('/user/1/profiles')).status).toBe(500);
    expect((await api.call('/user/2/profiles', { method: 'POST', body: {} })).status).toBe(500);
    expect((await api.call('/user/1')).status).toBe(200);
    sim.faults.clear();
    expect((await api.call('/user/1/profiles')).status).toBe(200);
  });

  it('sends malformed JSON', async () => {
    sim.faults.add({ method: 'GET', path: '/init/guest', malformed: true });
    const response = await fetch(`${BASE}/init/guest`);
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('drops the connection', async () => {
    sim.faults.add({ method: 'GET', path: '/init/guest', network: true });
    await expect(fetch(`${BASE}/init/guest`)).rejects.toThrow();
  });

  it('holds an "abort" request until the client aborts it; without an abort the connection drops', async () => {
    sim.faults.add({ method: 'GET', path: '/init/guest', abort: true, times: 1 });
    const controller = new AbortController();
    const pending = fetch(`${BASE}/init/guest`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(sim.requests.at(-1)).toMatchObject({ path: '/init/guest', aborted: true }));

    sim.faults.add({ method: 'GET', path: '/init/guest', abort: true, delayMs: 30, times: 1 });
    await expect(fetch(`${BASE}/init/guest`)).rejects.toThrow(TypeError);
    expect(sim.requests.at(-1)).toMatchObject({ path: '/init/guest', aborted: false });
    expect((await call('/init/guest')).status).toBe(200);
  });

  it('delays and then answers normally', async () => {
    sim.faults.add({ method: 'GET', path: '/init/guest', delayMs: 50 });
    const started = Date.now();
    expect((await call('/init/guest')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('records requests and log posts', async () => {
    await call('/internal-auth/methods');
    expect(sim.requests.at(-1)).toMatchObject({ method: 'GET', path: '/internal-auth/methods', query: '' });
    const log = { msg: 'boom', env: 'production', level: 'ERROR', args: {} };
    const response = await fetch('http://localhost/log', { method: 'POST', body: JSON.stringify(log) });
    expect(response.status).toBe(204);
    expect(sim.logs).toEqual([log]);
  });
});

describe('control API', () => {
  const ctl = (path: string, method = 'GET', body?: unknown) =>
    fetch(`http://localhost/__control${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });

  it('injects faults, moves the clock, changes settings, resets', async () => {
    expect(
      (
        await ctl('/faults', 'POST', [
          { path: '/init/guest', status: 418 },
          { path: '/init/user', drop: true },
        ])
      ).status,
    ).toBe(201);
    expect((await call('/init/guest')).status).toBe(418);
    expect((await ctl('/faults', 'DELETE')).status).toBe(204);
    expect((await call('/init/guest')).status).toBe(200);

    const api = await admin();
    await ctl('/clock', 'POST', { advanceMs: 16 * 60_000 });
    expect((await api.call('/user')).status).toBe(401);

    await ctl('/settings', 'PUT', { version: '2.0.0', signup: { active: false } });
    const init = await call<{ version: string; signup: { enabled: boolean; active: boolean } }>('/init/guest');
    expect(init.body).toMatchObject({ version: '2.0.0', signup: { enabled: true, active: false } });

    await call('/internal-user/password-remind', { method: 'POST', body: { email: 'admin@acme.test' } });
    const mail = (await (await ctl('/mail')).json()) as { items: { kind: string; to: string }[] };
    expect(mail.items).toEqual([expect.objectContaining({ kind: 'password_reset', to: 'admin@acme.test' })]);
    const requests = (await (await ctl('/requests')).json()) as { items: unknown[] };
    expect(requests.items.length).toBeGreaterThan(3);

    expect((await ctl('/reset', 'POST')).status).toBe(204);
    expect((await call<{ version: string }>('/init/guest')).body.version).toBe('1.0.0');
  });
});
