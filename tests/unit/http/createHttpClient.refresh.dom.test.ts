import { createErrorLogger } from '../../../src/api/http/ErrorLogger';
import { HttpError } from '../../../src/api/http/HttpError';
import { createFakeApi, json, type Route } from './createFakeApi';
import { z } from 'zod/mini';
import { authEndpoints } from '../../../src/api/contract/endpoints/sessionEndpoints';
import { NOW, REFRESH, createTestClient } from './createTestClient';
import { testEndpoint } from './testEndpoint';

describe('createHttpClient: 401, refresh and retry', () => {
  it('50 parallel requests with an expired token make one refresh call and all succeed with the new token', async () => {
    const { client, api, session } = createTestClient({ signedIn: { accessToken: 'expired-access' } });
    const paths = Array.from({ length: 50 }, (_, i) => `/item-${i}`);

    const results = await Promise.all(
      paths.map((path) => client.call(testEndpoint('GET', path, { output: z.object({ path: z.string() }) }))),
    );

    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(api.callsTo(REFRESH)[0]?.headers.get('Authorization')).toBe('Bearer refresh-1');
    expect(results.map((result) => result.path)).toEqual(paths.map((path) => `/api${path}`));
    for (const path of paths) {
      const calls = api.callsTo(`/api${path}`);
      expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([
        'Bearer expired-access',
        'Bearer fresh-access',
      ]);
    }
    expect(session.state).toMatchObject({
      accessToken: 'fresh-access',
      refreshToken: 'refresh-2',
      expiresAt: NOW + 3_600_000,
      authTypeId: '1',
    });
  });

  it('a failed refresh signs out exactly once, clears storage, and every request rejects with 401', async () => {
    const { client, api, session } = createTestClient({
      signedIn: { accessToken: 'expired-access' },
      refresh: () => json(401, { message: 'Refresh token expired' }),
    });
    const signOut = vi.fn();
    session.onSignOut(signOut);

    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => client.call(testEndpoint('GET', `/item-${i}`))),
    );

    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith('refresh-failed');
    expect(session.isSignedIn).toBe(false);
    const stored = localStorage.getItem('auth') ?? '';
    expect(stored).not.toContain('expired-access');
    expect(stored).not.toContain('refresh-1');
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as HttpError;
      expect(reason).toBeInstanceOf(HttpError);
      expect(reason.status).toBe(401);
    }
  });

  it('a second 401 after the retry signs out', async () => {
    const { client, api, session } = createTestClient({
      signedIn: { accessToken: 'expired-access' },
      route: () => json(401, { message: 'Device mismatch' }),
    });
    const signOut = vi.fn();
    session.onSignOut(signOut);

    await expect(client.call(testEndpoint('GET', '/me'))).rejects.toMatchObject({
      status: 401,
      message: 'Device mismatch',
    });

    expect(api.callsTo('/api/me')).toHaveLength(2);
    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith('unauthorized');
    expect(session.isSignedIn).toBe(false);
  });

  it('the retried request repeats method, path, params and body with the new token', async () => {
    const { client, api } = createTestClient({ signedIn: { accessToken: 'expired-access' } });

    await client.call(testEndpoint('PUT', '/project/7'), {
      query: { ids: ['1', '2'], flag: true },
      body: { name: 'Renamed', alias: null },
    });

    const [first, retry] = api.callsTo('/api/project/7');
    expect(first && retry).toBeTruthy();
    expect(retry?.method).toBe('PUT');
    expect(retry?.url.search).toBe('?ids=1&ids=2&flag=true');
    expect(retry?.url.search).toBe(first?.url.search);
    expect(retry?.body).toEqual({ name: 'Renamed', alias: null });
    expect(retry?.body).toEqual(first?.body);
    expect(retry?.headers.get('Authorization')).toBe('Bearer fresh-access');
  });

  it('a 401 on the logout path does not refresh nor sign out', async () => {
    const { client, api, session } = createTestClient({ signedIn: { accessToken: 'expired-access' } });
    const signOut = vi.fn();
    session.onSignOut(signOut);

    await expect(client.call(authEndpoints.logout)).rejects.toMatchObject({ status: 401 });

    expect(api.callsTo(REFRESH)).toHaveLength(0);
    expect(api.callsTo('/api/internal-auth/logout')).toHaveLength(1);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('a 401 on a guest request does not refresh', async () => {
    const { client, api } = createTestClient({ signedIn: { accessToken: 'expired-access' } });

    await expect(
      client.call(testEndpoint('POST', '/internal-auth/token-create', { guest: true })),
    ).rejects.toMatchObject({ status: 401 });

    expect(api.callsTo(REFRESH)).toHaveLength(0);
    expect(api.callsTo('/api/internal-auth/token-create')).toHaveLength(1);
  });

  it('a network failure during refresh rejects with a network error and keeps the session', async () => {
    const { client, session } = createTestClient({
      signedIn: { accessToken: 'expired-access' },
      refresh: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const signOut = vi.fn();
    session.onSignOut(signOut);

    await expect(client.call(testEndpoint('GET', '/me'))).rejects.toMatchObject({
      status: 0,
      message: 'Network Error',
    });

    expect(signOut).not.toHaveBeenCalled();
    expect(session.state.accessToken).toBe('expired-access');
  });

  describe('requests whose 401s come back around one failed refresh share its outcome', () => {
    const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    /** `/a` gets its 401 at once, `/b` and `/c` later: after the refresh they all led to has failed. */
    const staggered: Route = async (call) => {
      await delay({ '/api/a': 0, '/api/b': 10, '/api/c': 20 }[call.path] ?? 0);
      return call.headers.get('Authorization') === 'Bearer fresh-access'
        ? json(200, { path: call.path })
        : json(401, { message: 'Unauthorized' });
    };
    const setUp = (refreshStatus: number) => {
      const logApi = createFakeApi(() => new Response(null, { status: 204 }));
      const logger = createErrorLogger({
        logUrl: 'http://logs.test/',
        appId: 'console',
        getOrg: () => 'acme',
        fetch: logApi.fetch,
      });
      const test = createTestClient({
        signedIn: { accessToken: 'expired-access' },
        route: staggered,
        refresh: () => json(refreshStatus, { message: `refused ${refreshStatus}` }),
        logger,
      });
      const signOut = vi.fn();
      test.session.onSignOut(signOut);
      const requestAll = () =>
        Promise.allSettled(['/a', '/b', '/c'].map((path) => test.client.call(testEndpoint('GET', path))));
      return { ...test, logApi, signOut, requestAll };
    };

    it('503: one refresh, one log post, all three reject with its error, the session stays; a later request tries again', async () => {
      const { api, logApi, session, signOut, requestAll, client } = setUp(503);

      const results = await requestAll();

      expect(api.callsTo(REFRESH)).toHaveLength(1);
      expect(logApi.calls).toHaveLength(1);
      expect(logApi.calls[0]?.body).toMatchObject({
        msg: 'refused 503',
        args: { context: { method: 'POST', path: '/internal-auth/token-refresh', status: 503 } },
      });
      for (const result of results) {
        expect(result.status).toBe('rejected');
        const reason = (result as PromiseRejectedResult).reason as HttpError;
        expect(reason).toBeInstanceOf(HttpError);
        expect(reason).toMatchObject({ status: 503, message: 'refused 503' });
      }
      for (const path of ['/api/a', '/api/b', '/api/c']) expect(api.callsTo(path)).toHaveLength(1);
      expect(signOut).not.toHaveBeenCalled();
      expect(session.state.accessToken).toBe('expired-access');

      // A request made after that failure is a new try: it refreshes again.
      await expect(client.call(testEndpoint('GET', '/d'))).rejects.toMatchObject({ status: 503 });
      expect(api.callsTo(REFRESH)).toHaveLength(2);
    });

    it('401 (refused): one refresh, signed out once, all three reject with 401', async () => {
      const { api, session, signOut, requestAll } = setUp(401);

      const results = await requestAll();

      expect(api.callsTo(REFRESH)).toHaveLength(1);
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(signOut).toHaveBeenCalledWith('refresh-failed');
      expect(session.isSignedIn).toBe(false);
      for (const result of results) {
        expect(result.status).toBe('rejected');
        expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
      }
    });
  });

  it('signed-in requests wait while an auth task runs and then use its token; guest requests do not wait', async () => {
    const { client, api, session } = createTestClient({
      signedIn: { accessToken: 'old-access', expiresAt: NOW + 3_600_000 },
      route: (call) => json(200, { auth: call.headers.get('Authorization') }),
    });
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const task = session.runAuthTask(async () => {
      await gate;
      session.set({ access_token: 'fresh-access', refresh_token: 'refresh-2', expires_in: 60, auth_type_id: '1' });
    });

    const signedIn = client.call(testEndpoint('GET', '/me', { output: z.object({ auth: z.nullable(z.string()) }) }));
    await client.call(testEndpoint('GET', '/init/guest', { guest: true }));

    expect(api.callsTo('/api/init/guest')).toHaveLength(1);
    expect(api.callsTo('/api/me')).toHaveLength(0);

    finish();
    await task;
    await expect(signedIn).resolves.toEqual({ auth: 'Bearer fresh-access' });
    expect(api.callsTo('/api/me')).toHaveLength(1);
  });

  it('refresh() is single-flight', async () => {
    const { client, api } = createTestClient({ signedIn: { accessToken: 'expired-access' } });

    await Promise.all([client.refresh(), client.refresh(), client.refresh()]);

    expect(api.callsTo(REFRESH)).toHaveLength(1);
  });

  it('a refresh finishing after a manual sign-out does not restore the session', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { client, session } = createTestClient({
      signedIn: { accessToken: 'expired-access' },
      refresh: async () => {
        await answered;
        return json(200, {
          access_token: 'fresh-access',
          refresh_token: 'refresh-2',
          expires_in: 3600,
          auth_type_id: 1,
        });
      },
    });

    const refreshing = client.refresh();
    session.clear();
    answer();

    await expect(refreshing).rejects.toMatchObject({ status: 401 });
    expect(session.isSignedIn).toBe(false);
  });
});

describe('createHttpClient: ensureFreshSession', () => {
  it('refreshes when the token expires within 30 s', async () => {
    const { client, api, session } = createTestClient({
      signedIn: { accessToken: 'old-access', expiresAt: NOW + 29_000 },
    });

    await client.ensureFreshSession();

    expect(api.callsTo(REFRESH)).toHaveLength(1);
    expect(session.state.accessToken).toBe('fresh-access');
  });

  it('clears the state and signs out when that refresh fails', async () => {
    const { client, session } = createTestClient({
      signedIn: { accessToken: 'old-access', expiresAt: NOW + 10_000 },
      refresh: () => json(401, { message: 'Unauthorized' }),
    });
    const signOut = vi.fn();
    session.onSignOut(signOut);

    await expect(client.ensureFreshSession()).resolves.toBeUndefined();

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(session.isSignedIn).toBe(false);
    expect(localStorage.getItem('auth') ?? '').not.toContain('old-access');
  });

  it('does nothing when the token is far from expiry, or when signed out', async () => {
    const far = createTestClient({ signedIn: { accessToken: 'old-access', expiresAt: NOW + 31_000 } });
    await far.client.ensureFreshSession();
    expect(far.api.calls).toHaveLength(0);
    expect(far.session.state.accessToken).toBe('old-access');

    localStorage.clear();
    const guest = createTestClient();
    await guest.client.ensureFreshSession();
    expect(guest.api.calls).toHaveLength(0);
  });
});
