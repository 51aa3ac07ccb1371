import { startSimulator } from '../support/simulatorServer';
import { admin, BASE, call, DEVICE, type ValidationBody } from './helpers';

const sim = startSimulator();

/** The simulator refuses what a real identity API refuses (issue: a strict simulator); each rule once. */
describe('the simulator is as strict as the real service', () => {
  afterEach(() => {
    // These requests break the contract on purpose: the harness would fail the test otherwise.
    sim.takeViolations();
  });

  it('refuses an unknown body field with 422 on that field, and a field of the wrong type', async () => {
    const api = await admin();
    const extra = await api.call<ValidationBody>('/project', { method: 'POST', body: { name: 'P', colour: 'red' } });
    expect(extra.status).toBe(422);
    expect(extra.body.errors.json).toEqual({ colour: ['Unknown field'] });
    const wrong = await api.call<ValidationBody>('/project', { method: 'POST', body: { name: 42 } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.json).toEqual({ name: ['Expected string'] });
    // A field of another authentication type is not silently dropped.
    const other = await api.call<ValidationBody>('/auth-type/basic', {
      method: 'POST',
      body: { title: 'B', projects: [], prefix: 'Basic', colour: 1 },
    });
    expect(other.body.errors.json).toEqual({ colour: ['Unknown field'] });
    expect(sim.takeViolations().map((v) => [v.kind, v.endpoint])).toEqual([
      ['body', 'project.create'],
      ['body', 'project.create'],
      ['body', 'authType.create'],
    ]);
  });

  it('refuses a body on a call that takes none', async () => {
    const api = await admin();
    const answer = await api.call('/internal-auth/logout', { method: 'POST', body: { everywhere: true } });
    expect(answer.status).toBe(400);
  });

  it('answers 405 with Allow for a method the path does not have (no PATCH or POST variants)', async () => {
    const api = await admin();
    const patch = await fetch(`${BASE}/project/1`, {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${api.tokens.access_token}`,
        'X-DEVICE': DEVICE,
        'X-APP': 'console',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('GET, PUT, DELETE');
    const post = await api.call('/auth-type/1/credentials', { method: 'POST', body: { secret_key: 'k' } });
    expect(post.status).toBe(405);
    expect(sim.takeViolations().map((v) => v.kind)).toEqual(['method', 'method']);
  });

  it('answers 415 for a body without a JSON content type', async () => {
    const api = await admin();
    const headers = { Authorization: `Bearer ${api.tokens.access_token}`, 'X-DEVICE': DEVICE, 'X-APP': 'console' };
    const plain = await fetch(`${BASE}/project`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'text/plain' },
      body: JSON.stringify({ name: 'P' }),
    });
    expect(plain.status).toBe(415);
    const none = await fetch(`${BASE}/project`, {
      method: 'POST',
      headers,
      body: new Blob([JSON.stringify({ name: 'P' })]),
    });
    expect(none.status).toBe(415);
    const json = await fetch(`${BASE}/project`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ name: 'P' }),
    });
    expect(json.status).toBe(201);
  });

  it('answers 400 for unknown query, filter and sort keys, and for bad paging values', async () => {
    const api = await admin();
    expect((await api.call<{ message: string }>('/user?colour=red')).body.message).toBe(
      'Unknown query parameter "colour"',
    );
    expect((await api.call('/user?sort_by=password')).status).toBe(400);
    expect((await api.call('/user?page=0')).status).toBe(400);
    expect((await api.call('/user?search=a&search=b')).status).toBe(400);
    expect((await api.call('/init/user?debug=1')).status).toBe(400);
    // What the contract names passes.
    expect(
      (await api.call('/user?page=1&page_size=5&sort_by=username&sort_order=desc&created_at_from=2020-01-01')).status,
    ).toBe(200);
    expect((await api.call('/auth-type?projects=1&projects=2&type=jwt')).status).toBe(200);
  });

  it('requires X-DEVICE and X-APP from the console (SPEC §7), not from API-key callers', async () => {
    const noApp = await fetch(`${BASE}/init/guest`, { headers: { 'X-DEVICE': DEVICE } });
    expect(noApp.status).toBe(400);
    expect(((await noApp.json()) as { message: string }).message).toBe('Missing header X-APP');
    const noDevice = await fetch(`${BASE}/init/guest`, { headers: { 'X-APP': 'console' } });
    expect(noDevice.status).toBe(400);
    const both = await call('/init/guest');
    expect(both.status).toBe(200);
    // An API client authenticates with "username:key" and X-ORG (SPEC §6): no console headers.
    const keyed = await fetch(`${BASE}/project`, { headers: { Authorization: 'admin:not-a-key', 'X-ORG': 'acme' } });
    expect(keyed.status).toBe(401);
  });

  it('answers 404 for an unknown organization, with no fallback but the local default host', async () => {
    expect((await call('/init/guest', { headers: { 'X-ORG': 'nowhere' } })).status).toBe(404);
    expect((await call('/init/guest', { base: 'http://nowhere.localhost/api/v1' })).status).toBe(404);
    expect((await call('/init/guest', { base: 'http://www.localhost/api/v1' })).status).toBe(404);
    expect((await call('/init/guest', { base: 'http://example.com/api/v1' })).status).toBe(404);
    // The documented local default host serves acme.
    expect((await call('/init/guest', { base: 'http://127.0.0.1/api/v1' })).status).toBe(200);
    expect((await call('/init/guest', { base: 'http://localhost/api/v1' })).status).toBe(200);
  });

  it('answers 404 for a path outside the contract', async () => {
    const api = await admin();
    expect((await api.call('/no-such-thing')).status).toBe(404);
    expect((await api.call('/project/1/unknown')).status).toBe(404);
  });
});
