import { z } from 'zod/mini';
import { signInWithPassword } from '../../../src/providers/signInWithPassword';
import { signInWithSocialToken } from '../../../src/providers/signInWithSocialToken';
import { json, type RecordedCall } from '../http/createFakeApi';
import { createTestClient } from '../http/createTestClient';
import { testEndpoint } from '../http/testEndpoint';

// SPEC §4: signed-in requests wait until the auth fetch task is no longer running — a sign-in's too,
// not only a token refresh's, so a request issued while signing in is sent with the new token.

const TOKEN_CREATE = '/api/internal-auth/token-create';
const SOCIAL_SIGN_IN = '/api/internal-user/me';
const tokens = { access_token: 'fresh-access', refresh_token: 'refresh-2', expires_in: 3600, auth_type_id: '1' };
const projects = testEndpoint('GET', '/project', { output: z.object({ auth: z.nullable(z.string()) }) });

/** A server whose answer to `path` waits until the test releases it; other calls echo their bearer. */
function gatedServer(path: string, answer: () => Response) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const route = async (call: RecordedCall) => {
    if (call.path !== path) return json(200, { auth: call.headers.get('Authorization') });
    await released;
    return answer();
  };
  return { route, release };
}

/** Lets every pending promise continuation (and the fake fetch's) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('signed-in requests and the sign-in auth task', () => {
  it('a request issued during a password sign-in is sent after it, with the new token', async () => {
    const server = gatedServer(TOKEN_CREATE, () => json(200, tokens));
    const { client, session, api } = createTestClient({ route: server.route });

    const signingIn = signInWithPassword({ client, session }, 'admin@acme.test', 'Admin123!');
    const read = client.call(projects);
    await settle();
    expect(api.callsTo('/api/project')).toHaveLength(0);

    server.release();
    await signingIn;
    await expect(read).resolves.toEqual({ auth: 'Bearer fresh-access' });
    expect(api.calls.map((call) => call.path)).toEqual([TOKEN_CREATE, '/api/project']);
  });

  it('a request issued during a failed password sign-in is sent after it, without a token', async () => {
    const server = gatedServer(TOKEN_CREATE, () => json(401, { message: 'Unauthorized' }));
    const { client, session, api } = createTestClient({ route: server.route });

    const signingIn = signInWithPassword({ client, session }, 'admin@acme.test', 'wrong');
    const read = client.call(projects);
    await settle();
    expect(api.callsTo('/api/project')).toHaveLength(0);

    server.release();
    await expect(signingIn).rejects.toThrow('app.signIn.failure');
    await expect(read).resolves.toEqual({ auth: null });
    expect(session.isSignedIn).toBe(false);
  });

  it('a request issued during a social sign completion is sent after it, with the new token', async () => {
    const server = gatedServer(SOCIAL_SIGN_IN, () => json(200, tokens));
    const { client, session, api } = createTestClient({ route: server.route });
    const open = vi.fn(() => expect(session.isSignedIn).toBe(false));

    const completing = signInWithSocialToken(
      { client, session, deviceId: async () => 'device-1' },
      { accessToken: 'provider-token', authTypeId: '4' },
      open,
    );
    const read = client.call(projects);
    await settle();
    expect(api.callsTo('/api/project')).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();

    server.release();
    await completing;
    await expect(read).resolves.toEqual({ auth: 'Bearer fresh-access' });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST ${SOCIAL_SIGN_IN}`,
      'GET /api/project',
    ]);
    expect(api.callsTo(SOCIAL_SIGN_IN)[0]?.body).toEqual({
      access_token: 'provider-token',
      auth_type_id: '4',
      device: 'device-1',
    });
    expect(open).toHaveBeenCalledTimes(1);
    expect(session.state.accessToken).toBe('fresh-access');
  });

  it('a request issued while the social completion still computes the device id waits too', async () => {
    let deviceReady!: (id: string) => void;
    const device = new Promise<string>((resolve) => (deviceReady = resolve));
    const { client, session, api } = createTestClient({
      route: (call) =>
        call.path === SOCIAL_SIGN_IN ? json(200, tokens) : json(200, { auth: call.headers.get('Authorization') }),
    });

    const completing = signInWithSocialToken(
      { client, session, deviceId: () => device },
      { accessToken: 'provider-token', authTypeId: '4' },
      () => undefined,
    );
    const read = client.call(projects);
    await settle();
    expect(api.calls).toHaveLength(0);

    deviceReady('device-1');
    await completing;
    await expect(read).resolves.toEqual({ auth: 'Bearer fresh-access' });
  });
});
