import { AuthSession } from '../../../src/api/http/AuthSession';
import { createHttpClient } from '../../../src/api/http/createHttpClient';
import { HttpError } from '../../../src/api/http/HttpError';
import { RequestTimeoutError } from '../../../src/api/http/RequestTimeoutError';
import { ValidationStore } from '../../../src/api/http/ValidationStore';
import { testEndpoint } from './testEndpoint';

const NOW = 1_700_000_000_000;
const TIMEOUT_MS = 50;

/** A server that holds every request until it is aborted, except the paths `answers` names. */
function silentServer(answers: Record<string, () => Response> = {}) {
  const signals: AbortSignal[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = answers[path];
    if (answer) return Promise.resolve(answer());
    const signal = init?.signal;
    if (signal) signals.push(signal);
    return new Promise<Response>((_, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) abort();
      signal?.addEventListener('abort', abort);
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, signals };
}

function clientOf(server: ReturnType<typeof silentServer>, expiresAt = NOW + 3_600_000) {
  localStorage.setItem(
    'auth',
    JSON.stringify({ deviceId: 'd', accessToken: 'a', refreshToken: 'r', expiresAt, authTypeId: '1' }),
  );
  const session = new AuthSession({ storage: localStorage, now: () => NOW });
  const client = createHttpClient({
    baseUrl: '/api',
    appId: 'console',
    session,
    validation: new ValidationStore(),
    getDeviceId: async () => 'd',
    fetch: server.fetch,
    requestTimeoutMs: TIMEOUT_MS,
  });
  return { client, session };
}

afterEach(() => localStorage.clear());

describe('a request the server does not answer', () => {
  it('is aborted after requestTimeoutMs and rejects with a RequestTimeoutError (an HttpError)', async () => {
    const server = silentServer();
    const { client, session } = clientOf(server);
    const started = Date.now();
    const failure = await client.call(testEndpoint('PUT', '/permission/1'), { body: { title: 'T' } }).catch((e) => e);
    expect(failure).toBeInstanceOf(RequestTimeoutError);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect(server.signals[0]?.aborted).toBe(true);
    expect(session.isSignedIn).toBe(true);
  });

  it("the caller's own abort is still an abort, not a timeout", async () => {
    const server = silentServer();
    const { client } = clientOf(server);
    const controller = new AbortController();
    const call = client.call(testEndpoint('GET', '/permission'), { signal: controller.signal }).catch((e) => e);
    controller.abort();
    const failure = await call;
    expect(failure).not.toBeInstanceOf(RequestTimeoutError);
    expect((failure as Error).name).toBe('AbortError');
  });

  it('a refresh not answered in time keeps the session (a transient failure) and says it timed out', async () => {
    const server = silentServer({
      '/api/permission': () => new Response('{"message":"Unauthorized"}', { status: 401 }),
    });
    const { client, session } = clientOf(server, NOW - 1_000);
    const failure = await client.call(testEndpoint('GET', '/permission')).catch((e) => e);
    expect(failure).toBeInstanceOf(RequestTimeoutError);
    expect(session.isSignedIn).toBe(true);
  });

  it('an answer in time is not affected', async () => {
    const server = silentServer({ '/api/permission': () => new Response('{"ok":true}', { status: 200 }) });
    const { client } = clientOf(server);
    await expect(client.call(testEndpoint('GET', '/permission'))).resolves.toEqual({ ok: true });
  });
});
