import { AuthSession } from '../../../src/api/http/AuthSession';
import { createHttpClient } from '../../../src/api/http/createHttpClient';
import type { LockManagerLike } from '../../../src/api/http/crossTabLock';
import { ValidationStore } from '../../../src/api/http/ValidationStore';
import { createFakeApi, json } from './createFakeApi';
import { testEndpoint } from './testEndpoint';

const NOW = 1_700_000_000_000;

/** A Web Locks stand-in: one holder per name at a time, waiters in order (as in browsers). */
function fakeLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>) {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

describe('two tabs whose token expires together', () => {
  it('refresh once: the second tab uses the tokens the first one got', async () => {
    localStorage.setItem(
      'auth',
      JSON.stringify({
        deviceId: 'd',
        accessToken: 'old-access',
        refreshToken: 'refresh-1',
        expiresAt: NOW - 1000,
        authTypeId: '1',
      }),
    );
    let refreshes = 0;
    const api = createFakeApi(async (call) => {
      if (call.path.endsWith('/token-refresh')) {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, {
          access_token: `fresh-${refreshes}`,
          refresh_token: `refresh-${refreshes + 1}`,
          expires_in: 3600,
          auth_type_id: 1,
        });
      }
      return call.headers.get('Authorization')?.startsWith('Bearer fresh-')
        ? json(200, { ok: true })
        : json(401, { message: 'Unauthorized' });
    });
    const locks = fakeLocks();
    // Two tabs: each its own session object and client, sharing the origin's storage and locks.
    const tab = () =>
      createHttpClient({
        baseUrl: '/api',
        appId: 'console',
        session: new AuthSession({ storage: localStorage, now: () => NOW }),
        validation: new ValidationStore(),
        getDeviceId: async () => 'd',
        fetch: api.fetch,
        locks,
      });
    const [first, second] = [tab(), tab()];
    const results = await Promise.all([first.call(testEndpoint('GET', '/a')), second.call(testEndpoint('GET', '/b'))]);
    expect(results).toEqual([{ ok: true }, { ok: true }]);
    expect(refreshes).toBe(1);
  });
});
