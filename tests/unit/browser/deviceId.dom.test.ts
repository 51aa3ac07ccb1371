import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AuthSession } from '../../../src/api/http/AuthSession';
import { createHttpClient } from '../../../src/api/http/createHttpClient';
import { ValidationStore } from '../../../src/api/http/ValidationStore';
import { createFakeApi, json } from '../http/createFakeApi';
import { testEndpoint } from '../http/testEndpoint';
import { fakeLargestPaintObserver } from '../../support/fakeLargestPaintObserver';

const fingerprint = vi.hoisted(() => ({ compute: vi.fn() }));
vi.mock('../../../src/browser/browserFingerprint', () => ({ browserFingerprint: fingerprint.compute }));

async function freshModule() {
  vi.resetModules();
  return import('../../../src/browser/deviceId');
}

describe('getDeviceId', () => {
  beforeEach(() => {
    fingerprint.compute.mockReset();
  });

  it('returns the fingerprint, computed once, prefixed with the identity when given', async () => {
    fingerprint.compute.mockResolvedValue('fp-123');
    const { getDeviceId } = await freshModule();

    await expect(getDeviceId()).resolves.toBe('fp-123');
    await expect(getDeviceId('alice')).resolves.toBe('alice:fp-123');
    expect(fingerprint.compute).toHaveBeenCalledTimes(1);
  });

  it('falls back to a random id persisted in local storage, with a console warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fingerprint.compute.mockRejectedValue(new Error('canvas blocked'));

    const first = await (await freshModule()).getDeviceId();
    const second = await (await freshModule()).getDeviceId();

    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(localStorage.getItem('deviceId')).toBe(first);
    expect(second).toBe(first);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('loads FingerprintJS lazily (no static import, so it stays out of the first bundle)', () => {
    const source = readFileSync(resolve(process.cwd(), 'src/browser/deviceId.ts'), 'utf8');
    expect(source).not.toMatch(/^import\s[^;]*['"](@fingerprintjs\/fingerprintjs|\.\/browserFingerprint)['"]/m);
    expect(source).toMatch(/import\(\s*['"]\.\/browserFingerprint['"]\s*\)/);
  });

  it('starts fingerprinting only once the first screen is reported on screen (or 500 ms later)', async () => {
    vi.useFakeTimers();
    try {
      const browser = fakeLargestPaintObserver();
      fingerprint.compute.mockResolvedValue('fp-later');
      const { getDeviceId } = await freshModule();
      const id = getDeviceId();
      await vi.advanceTimersByTimeAsync(200);
      expect(fingerprint.compute).not.toHaveBeenCalled();
      browser.report();
      await expect(id).resolves.toBe('fp-later');
      expect(fingerprint.compute).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe('storedDeviceId (device id kept in the stored auth state)', () => {
  beforeEach(() => {
    fingerprint.compute.mockReset();
  });

  /** One page load: a session over local storage and a client that takes its device id from it. */
  async function pageLoad() {
    const { storedDeviceId } = await freshModule();
    const session = new AuthSession({ storage: localStorage });
    const api = createFakeApi(() => json(200, {}));
    const client = createHttpClient({
      baseUrl: '/api',
      appId: 'console',
      session,
      validation: new ValidationStore(),
      getDeviceId: storedDeviceId(session),
      fetch: api.fetch,
    });
    return { session, api, client };
  }

  it('computes the fingerprint once, stores it with the auth state, and a later page load sends the same X-DEVICE without computing again', async () => {
    fingerprint.compute.mockResolvedValue('fp-first');
    const first = await pageLoad();
    await Promise.all([
      first.client.call(testEndpoint('GET', '/a', { guest: true })),
      first.client.call(testEndpoint('GET', '/b', { guest: true })),
    ]);
    expect(fingerprint.compute).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toMatchObject({
      deviceId: 'fp-first',
      accessToken: null,
    });

    // The fingerprint of the next load would differ (seen in real browsers): the stored id is used.
    fingerprint.compute.mockResolvedValue('fp-second');
    const second = await pageLoad();
    await second.client.call(testEndpoint('GET', '/c', { guest: true }));
    expect(fingerprint.compute).toHaveBeenCalledTimes(1);
    expect(second.api.calls.map((call) => call.headers.get('X-DEVICE'))).toEqual(['fp-first']);
    expect(first.api.calls.map((call) => call.headers.get('X-DEVICE'))).toEqual(['fp-first', 'fp-first']);
  });

  it('keeps the device id when the session signs out (it describes the browser, not the user)', async () => {
    fingerprint.compute.mockResolvedValue('fp-kept');
    const { session, client } = await pageLoad();
    await client.call(testEndpoint('GET', '/a', { guest: true }));
    session.set({ access_token: 'a', refresh_token: 'r', expires_in: 60, auth_type_id: '1' });
    expect(session.state.deviceId).toBe('fp-kept');
    session.clear();
    expect(session.isSignedIn).toBe(false);
    expect(session.state.deviceId).toBe('fp-kept');
  });

  it('prefers an id another tab stored while this one was computing', async () => {
    const { storedDeviceId } = await freshModule();
    const session = new AuthSession({ storage: localStorage });
    let finish!: (id: string) => void;
    const deviceId = storedDeviceId(session, () => new Promise((done) => (finish = done)));
    const pending = deviceId();
    new AuthSession({ storage: localStorage }).setDeviceId('other-tab');
    finish('this-tab');
    await expect(pending).resolves.toBe('other-tab');
    await expect(deviceId()).resolves.toBe('other-tab');
  });

  it('stores the random fallback id when fingerprinting fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fingerprint.compute.mockRejectedValue(new Error('canvas blocked'));
    const { client, session } = await pageLoad();
    await client.call(testEndpoint('GET', '/a', { guest: true }));
    expect(session.state.deviceId).toMatch(/^[\w-]{16,}$/);
    warn.mockRestore();
  });
});
