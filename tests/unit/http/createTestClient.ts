import { AuthSession } from '../../../src/api/http/AuthSession';
import { createHttpClient } from '../../../src/api/http/createHttpClient';
import type { ErrorLogger } from '../../../src/api/http/ErrorLogger';
import { ValidationStore } from '../../../src/api/http/ValidationStore';
import { createFakeApi, json, type RecordedCall, type Route } from './createFakeApi';

export const NOW = 1_700_000_000_000;
export const REFRESH = '/api/internal-auth/token-refresh';

/**
 * A client wired to a fake server that accepts `Bearer fresh-access` only (unless `route` says
 * otherwise) and answers the refresh call with `refresh` (default: new tokens).
 */
export function createTestClient(
  options: {
    route?: Route;
    refresh?: (call: RecordedCall) => Response | Promise<Response>;
    signedIn?: { accessToken: string; expiresAt?: number };
    logger?: ErrorLogger;
  } = {},
) {
  const now = () => NOW;
  const session = new AuthSession({ storage: localStorage, now });
  if (options.signedIn) {
    localStorage.setItem(
      'auth',
      JSON.stringify({
        deviceId: 'device-1',
        accessToken: options.signedIn.accessToken,
        refreshToken: 'refresh-1',
        expiresAt: options.signedIn.expiresAt ?? NOW - 1000,
        authTypeId: '1',
      }),
    );
  }
  const validation = new ValidationStore();
  const refresh =
    options.refresh ??
    (() => json(200, { access_token: 'fresh-access', refresh_token: 'refresh-2', expires_in: 3600, auth_type_id: 1 }));
  const route: Route =
    options.route ??
    ((call) =>
      call.headers.get('Authorization') === 'Bearer fresh-access'
        ? json(200, { path: call.path })
        : json(401, { message: 'Unauthorized' }));
  const api = createFakeApi((call) => (call.path === REFRESH ? refresh(call) : route(call)));
  const client = createHttpClient({
    baseUrl: '/api',
    appId: 'console',
    session,
    validation,
    getDeviceId: async () => 'device-1',
    fetch: api.fetch,
    logger: options.logger,
  });
  return { client, session, validation, api };
}
