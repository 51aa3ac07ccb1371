import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: fingerprint.load, default: { load: fingerprint.load } }));

async function freshModule() {
  vi.resetModules();
  return import('../../../src/api/http/deviceId');
}

describe('getDeviceId', () => {
  beforeEach(() => {
    fingerprint.load.mockReset();
  });

  it('returns the fingerprint, computed once, prefixed with the identity when given', async () => {
    fingerprint.load.mockResolvedValue({ get: async () => ({ visitorId: 'fp-123' }) });
    const { getDeviceId } = await freshModule();

    await expect(getDeviceId()).resolves.toBe('fp-123');
    await expect(getDeviceId('alice')).resolves.toBe('alice:fp-123');
    expect(fingerprint.load).toHaveBeenCalledTimes(1);
  });

  it('falls back to a random id persisted in local storage, with a console warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fingerprint.load.mockRejectedValue(new Error('canvas blocked'));

    const first = await (await freshModule()).getDeviceId();
    const second = await (await freshModule()).getDeviceId();

    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(localStorage.getItem('deviceId')).toBe(first);
    expect(second).toBe(first);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('loads FingerprintJS lazily (no static import, so it stays out of the first bundle)', () => {
    const source = readFileSync(resolve(process.cwd(), 'src/api/http/deviceId.ts'), 'utf8');
    expect(source).not.toMatch(/^import\s[^;]*['"]@fingerprintjs\/fingerprintjs['"]/m);
    expect(source).toMatch(/import\(\s*['"]@fingerprintjs\/fingerprintjs['"]\s*\)/);
  });
});
