import { z } from 'zod';
import { ContractError } from '../../../src/api/http/ContractError';
import { createErrorLogger } from '../../../src/api/http/ErrorLogger';
import { HttpError } from '../../../src/api/http/HttpError';
import { createFakeApi, json } from './createFakeApi';
import { NOW, createTestClient } from './createTestClient';
import { testEndpoint } from './testEndpoint';

const fresh = { accessToken: 'fresh-access', expiresAt: NOW + 3_600_000 };

describe('createHttpClient: requests', () => {
  it('sends X-DEVICE, X-APP, JSON content type and the bearer token; guest calls have no Authorization', async () => {
    const { client, api } = createTestClient({ signedIn: fresh, route: () => json(200, {}) });

    await client.call(testEndpoint('POST', '/project'), { body: { name: 'P' } });
    await client.call(testEndpoint('GET', '/init/guest', { guest: true }));

    const [signedIn, guest] = api.calls;
    expect(signedIn?.url.href).toBe('http://localhost:3000/api/project');
    expect(signedIn?.headers.get('X-DEVICE')).toBe('device-1');
    expect(signedIn?.headers.get('X-APP')).toBe('console');
    expect(signedIn?.headers.get('Content-Type')).toBe('application/json');
    expect(signedIn?.headers.get('Authorization')).toBe('Bearer fresh-access');
    expect(signedIn?.body).toEqual({ name: 'P' });
    expect(guest?.headers.get('X-DEVICE')).toBe('device-1');
    expect(guest?.headers.get('X-APP')).toBe('console');
    expect(guest?.headers.has('Authorization')).toBe(false);
  });

  it('sends no Authorization when signed out', async () => {
    const { client, api } = createTestClient({ route: () => json(200, {}) });

    await client.call(testEndpoint('GET', '/init/guest'));

    expect(api.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('serialises query params with repeated keys and omits null and empty arrays', async () => {
    const { client, api } = createTestClient({ signedIn: fresh });

    await client.call(testEndpoint('GET', '/user'), {
      query: { page: 2, ids: ['a', 'b'], projects: [], search: null, sort_by: undefined, active: false },
    });

    expect(api.calls[0]?.url.search).toBe('?page=2&ids=a&ids=b&active=false');
  });

  it('resolves 204 and empty bodies to undefined', async () => {
    const { client } = createTestClient({
      signedIn: fresh,
      route: (call) =>
        new Response(call.method === 'DELETE' ? null : '', { status: call.method === 'DELETE' ? 204 : 200 }),
    });

    await expect(client.call(testEndpoint('DELETE', '/project/1'))).resolves.toBeUndefined();
    await expect(client.call(testEndpoint('POST', '/project/1/touch'))).resolves.toBeUndefined();
  });

  it('validates the body with the schema', async () => {
    const { client } = createTestClient({ signedIn: fresh, route: () => json(200, { id: 5, name: 'P' }) });

    await expect(
      client.call(testEndpoint('GET', '/project/5', { output: z.object({ id: z.number(), name: z.string() }) })),
    ).resolves.toEqual({ id: 5, name: 'P' });
  });

  it('turns malformed JSON into a contract error', async () => {
    const { client } = createTestClient({ signedIn: fresh, route: () => new Response('{"id": 1,', { status: 200 }) });

    const error = await client.call(testEndpoint('GET', '/project/1')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ContractError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'contract', status: 200, message: 'Invalid server response' });
  });

  it('turns a schema mismatch into a contract error listing the issues', async () => {
    const { client } = createTestClient({ signedIn: fresh, route: () => json(200, { id: 1, name: 42 }) });

    const error = await client
      .call(testEndpoint('GET', '/project/1', { output: z.object({ id: z.number(), name: z.string() }) }))
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ContractError);
    const issues = (error as ContractError).body as { issues: { path: unknown[] }[] };
    expect(issues.issues.map((issue) => issue.path)).toEqual([['name']]);
  });

  it('turns a network failure into status 0 "Network Error"', async () => {
    const { client } = createTestClient({
      signedIn: fresh,
      route: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    const error = await client.call(testEndpoint('GET', '/project')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 0, message: 'Network Error' });
  });

  it('passes other failures with the server message, or the status text', async () => {
    const { client } = createTestClient({
      signedIn: fresh,
      route: (call) =>
        call.path.endsWith('/gone')
          ? json(404, { message: 'Not found' })
          : new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });

    await expect(client.call(testEndpoint('GET', '/gone'))).rejects.toMatchObject({
      status: 404,
      message: 'Not found',
      body: { message: 'Not found' },
    });
    await expect(client.call(testEndpoint('GET', '/proxy'))).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
  });

  it('honours an abort signal and does not log the abort', async () => {
    const log = vi.fn();
    const { client } = createTestClient({ signedIn: fresh, logger: { log, debug: () => undefined } });
    const controller = new AbortController();
    controller.abort();

    const error = await client
      .call(testEndpoint('GET', '/project'), { signal: controller.signal })
      .catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
    expect(log).not.toHaveBeenCalled();
  });

  it('hands every failure to the logger with method, path and status, never the query or body', async () => {
    const log = vi.fn();
    const { client } = createTestClient({
      signedIn: fresh,
      route: () => json(500, { message: 'Boom' }),
      logger: { log, debug: () => undefined },
    });

    await expect(
      client.call(testEndpoint('POST', '/project'), { query: { token: 't' }, body: { password: 'p' } }),
    ).rejects.toMatchObject({ status: 500 });

    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.any(HttpError), { method: 'POST', path: '/project', status: 500 });
  });

  it('does not post network errors to the log service', async () => {
    const logApi = createFakeApi(() => new Response(null, { status: 204 }));
    const logger = createErrorLogger({
      logUrl: 'http://logs.test/',
      appId: 'console',
      getOrg: () => 'acme',
      fetch: logApi.fetch,
    });
    const { client } = createTestClient({
      signedIn: fresh,
      route: () => Promise.reject(new TypeError('Failed to fetch')),
      logger,
    });

    await expect(client.call(testEndpoint('GET', '/project'))).rejects.toMatchObject({ status: 0 });

    expect(logApi.calls).toHaveLength(0);
  });
});

describe('createHttpClient: 422 and the validation store', () => {
  const invalid = {
    message: 'Some fields are filled incorrectly.',
    errors: { json: { name: ['Already exists, please use a different value'], alias: ['Too long'] } },
  };

  it('stores field messages, keeps errors.json on the thrown error, and the next signed-in success clears them', async () => {
    const { client, validation } = createTestClient({
      signedIn: fresh,
      route: (call) => (call.method === 'POST' ? json(422, invalid) : json(200, { items: [] })),
    });

    const error = await client
      .call(testEndpoint('POST', '/project'), { body: { name: 'Dup' } })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      message: invalid.message,
      body: { errors: { json: invalid.errors.json } },
      // The key forms read the field messages by.
      validationKey: 'post /project',
    });
    expect(client.validation).toBe(validation);
    expect(validation.get('POST', '/project', 'name')).toEqual(['Already exists, please use a different value']);
    expect(validation.get('post', '/project', 'alias')).toEqual(['Too long']);
    expect(Object.keys(validation.snapshot())).toEqual(['post /project']);

    validation.clearField('post', '/project', 'alias');
    expect(validation.get('post', '/project', 'alias')).toEqual([]);
    validation.setField('post', '/project', 'alias', 'Set by the client');
    expect(validation.get('post', '/project', 'alias')).toEqual(['Set by the client']);

    await client.call(testEndpoint('GET', '/project'));

    expect(validation.getAll('post', '/project')).toEqual({});
    expect(validation.snapshot()).toEqual({});
  });

  it('a successful guest response keeps the stored messages', async () => {
    const { client, validation } = createTestClient({ signedIn: fresh, route: () => json(200, {}) });
    validation.store('post', '/project', { name: ['Required'] });

    await client.call(testEndpoint('GET', '/init/guest', { guest: true }));

    expect(validation.get('post', '/project', 'name')).toEqual(['Required']);
  });
});

describe('createHttpClient: per-path serialisation', () => {
  it('requests to one path never overlap while different paths do', async () => {
    let active = 0;
    let maxActive = 0;
    const activeByPath = new Map<string, number>();
    const maxByPath = new Map<string, number>();
    const order: string[] = [];
    const { client } = createTestClient({
      signedIn: fresh,
      route: async (call) => {
        const now = (activeByPath.get(call.path) ?? 0) + 1;
        activeByPath.set(call.path, now);
        maxByPath.set(call.path, Math.max(maxByPath.get(call.path) ?? 0, now));
        maxActive = Math.max(maxActive, ++active);
        order.push(`${call.method} ${call.path}${call.url.search}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        activeByPath.set(call.path, now - 1);
        active -= 1;
        return call.url.searchParams.get('fail') ? json(500, { message: 'fail' }) : json(200, {});
      },
    });

    const requests = [
      client.call(testEndpoint('GET', '/a'), { query: { n: 1 } }),
      client.call(testEndpoint('POST', '/a'), { body: {} }),
      client.call(testEndpoint('GET', '/a?n=3'), { query: { fail: 1 } }),
      client.call(testEndpoint('DELETE', '/a')),
      client.call(testEndpoint('GET', '/b')),
      client.call(testEndpoint('GET', '/c')),
      client.call(testEndpoint('GET', '/b')),
    ];
    await Promise.allSettled(requests);

    expect(maxByPath.get('/api/a')).toBe(1);
    expect(maxByPath.get('/api/b')).toBe(1);
    expect(maxActive).toBeGreaterThanOrEqual(3);
    expect(order.filter((entry) => entry.includes('/api/a'))).toEqual([
      'GET /api/a?n=1',
      'POST /api/a',
      'GET /api/a?n=3&fail=1',
      'DELETE /api/a',
    ]);
  });
});
