import { meEndpoints } from '../../src/api/contract/endpoints/meEndpoints';
import { authEndpoints } from '../../src/api/contract/endpoints/sessionEndpoints';
import { HttpError } from '../../src/api/http/HttpError';
import { startSimulator } from '../support/simulatorServer';
import { signIn, testServices } from '../support/renderApp';

/** An API that reads the access token from X-Access-Token (prefix Token) and the refresh token, bare, from X-Refresh-Token. */
const custom = { header: 'X-Access-Token', prefix: 'Token', refreshHeader: 'X-Refresh-Token', refreshPrefix: '' };
const sim = startSimulator({ tokenHeaders: custom });

const lastRequestTo = (path: string) => sim.requests.filter((request) => request.path === path).at(-1);

describe('token headers (SPEC §9: default Authorization with prefix Bearer)', () => {
  it('sends the access token and the refresh token in the headers config.json names', async () => {
    const services = testServices({ tokenHeaders: custom });
    const tokens = await signIn(services);
    expect(await services.client.call(meEndpoints.get)).toMatchObject({ email: 'admin@acme.test' });
    const me = lastRequestTo('/internal-user/me');
    expect(me?.headers['x-access-token']).toBe(`Token ${tokens.access_token}`);
    expect(me?.headers.authorization).toBeUndefined();

    await services.client.refresh();
    const refresh = lastRequestTo('/internal-auth/token-refresh');
    expect(refresh?.headers['x-refresh-token']).toBe(tokens.refresh_token);
    expect(refresh?.headers.authorization).toBeUndefined();
    expect(services.session.state.accessToken).not.toBe(tokens.access_token);
    await services.client.call(meEndpoints.get);
    expect(lastRequestTo('/internal-user/me')?.headers['x-access-token']).toBe(
      `Token ${services.session.state.accessToken}`,
    );
  });

  it('defaults to Authorization: Bearer, which this API refuses: the call fails with 401 and the user is signed out', async () => {
    const services = testServices();
    expect(services.config.tokenHeaders).toEqual({
      header: 'Authorization',
      prefix: 'Bearer',
      refreshHeader: 'Authorization',
      refreshPrefix: 'Bearer',
    });
    await signIn(services);
    const failure = await services.client.call(meEndpoints.get).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(401);
    expect(lastRequestTo('/internal-user/me')?.headers.authorization).toMatch(/^Bearer /);
    expect(lastRequestTo(authEndpoints.tokenRefresh.path)?.headers.authorization).toMatch(/^Bearer /);
    expect(services.session.isSignedIn).toBe(false);
  });

  it('refuses header names and prefixes that cannot be sent', () => {
    expect(() => testServices({ tokenHeaders: { header: 'X Token' } })).toThrow(
      'tokenHeaders.header: must be an HTTP header name',
    );
    expect(() => testServices({ tokenHeaders: { refreshPrefix: 'Bearer token' } })).toThrow(
      'tokenHeaders.refreshPrefix',
    );
  });
});
