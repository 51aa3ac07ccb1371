import { AUTH_STORAGE_KEY, AuthSession } from '../../src/api/http/AuthSession';
import { hasStoredSession, SESSION_STORAGE_KEY } from '../../src/signedInPreload';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

describe('signedInPreload', () => {
  it('reads the storage key AuthSession writes', () => {
    expect(SESSION_STORAGE_KEY).toBe(AUTH_STORAGE_KEY);
  });

  it('sees a session exactly when AuthSession does', () => {
    const storage = memoryStorage();
    const session = new AuthSession({ storage });
    expect(hasStoredSession(storage)).toBe(false);
    expect(session.isSignedIn).toBe(false);
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ deviceId: 'd1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 60_000 }));
    expect(session.isSignedIn).toBe(true);
    expect(hasStoredSession(storage)).toBe(true);
    storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ deviceId: 'd1', accessToken: null }));
    expect(session.isSignedIn).toBe(false);
    expect(hasStoredSession(storage)).toBe(false);
    storage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(hasStoredSession(storage)).toBe(false);
    expect(hasStoredSession(undefined)).toBe(false);
  });
});
