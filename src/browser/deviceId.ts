import type { AuthSession } from '../api/http/AuthSession';
import { firstScreenShown } from './firstScreenShown';

/** Local storage key of the fallback device id. */
export const DEVICE_ID_STORAGE_KEY = 'deviceId';

let fingerprint: Promise<string> | undefined;

/**
 * Device identifier sent as `X-DEVICE` (SPEC §3): a fingerprint of the browser (browserFingerprint.ts:
 * browser, screen, plugins, fonts, time zone, language, canvas), computed once per page and
 * prefixed with `identity` when given (`<identity>:<fingerprint>`).
 *
 * FingerprintJS is loaded with a dynamic `import()` so it stays out of the first screen's bundle,
 * and only once the first screen is on screen (firstScreenShown.ts): its download and work never
 * delay the first screen.
 * If fingerprinting fails, the failure is only logged (`console.warn`, no secret involved) and a
 * random id persisted in local storage (`'deviceId'`) is used instead.
 */
export function getDeviceId(identity?: string): Promise<string> {
  fingerprint ??= computeFingerprint();
  return fingerprint.then((id) => (identity ? `${identity}:${id}` : id));
}

async function computeFingerprint(): Promise<string> {
  try {
    await firstScreenShown({ text: true });
    const { browserFingerprint } = await import('./browserFingerprint');
    const visitorId = await browserFingerprint();
    if (!visitorId) throw new Error('Empty fingerprint');
    return visitorId;
  } catch (error) {
    console.warn(
      'Device fingerprint unavailable, using a stored random id:',
      error instanceof Error ? error.message : String(error),
    );
    return fallbackId();
  }
}

function fallbackId(): string {
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
    const stored = storage?.getItem(DEVICE_ID_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    storage = undefined;
  }
  const id = randomId();
  try {
    storage?.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    // Storage unavailable: the id lives for this page only.
  }
  return id;
}

function randomId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoApi?.getRandomValues) cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The device id of the stored auth state (SPEC §3 "Auth state: deviceId, …"): the first call on a
 * browser computes it (`compute`, default the fingerprint above) and keeps it in the session's local
 * storage; later calls and later page loads use the stored one. So the id never changes between
 * page loads (the API binds tokens to it: a different id is a 401), and the fingerprint's cost is
 * paid once per browser, not on every start. Sign-out keeps the id (`AuthSession.clear`): it
 * describes the browser, not the user. Concurrent first calls share one computation; an id stored
 * meanwhile by another tab wins over the one computed here.
 */
export function storedDeviceId(
  session: AuthSession,
  compute: () => Promise<string> = () => getDeviceId(),
): () => Promise<string> {
  let computing: Promise<string> | undefined;
  return () => {
    const stored = session.state.deviceId;
    if (stored) return Promise.resolve(stored);
    computing ??= compute()
      .then((id) => {
        const now = session.state.deviceId;
        if (now) return now;
        session.setDeviceId(id);
        return id;
      })
      .finally(() => {
        computing = undefined;
      });
    return computing;
  };
}
