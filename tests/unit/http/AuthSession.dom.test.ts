import { AuthSession } from '../../../src/api/http/AuthSession';

const tokens = { access_token: 'a-1', refresh_token: 'r-1', expires_in: 60, auth_type_id: '3' };

describe('AuthSession', () => {
  it('persists the auth state in local storage under "auth" with expiresAt in epoch ms', () => {
    const session = new AuthSession({ now: () => 1000 });
    session.set(tokens, 'device-9');

    expect(JSON.parse(localStorage.getItem('auth') ?? 'null')).toEqual({
      deviceId: 'device-9',
      accessToken: 'a-1',
      refreshToken: 'r-1',
      expiresAt: 61_000,
      authTypeId: '3',
    });
    expect(new AuthSession().state.accessToken).toBe('a-1');
    expect(session.isSignedIn).toBe(true);
  });

  it('tells whether the token expires within a delay', () => {
    let now = 0;
    const session = new AuthSession({ now: () => now });
    expect(session.expiresWithin(30_000)).toBe(false);
    session.set(tokens);
    expect(session.expiresWithin(30_000)).toBe(false);
    now = 30_000;
    expect(session.expiresWithin(30_000)).toBe(true);
  });

  it('clear() forgets the tokens without a sign-out event; signOut() fires once', () => {
    const session = new AuthSession();
    const signOut = vi.fn();
    const change = vi.fn();
    session.onSignOut(signOut);
    session.onChange(change);

    session.set(tokens);
    session.clear();
    expect(session.isSignedIn).toBe(false);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(signOut).not.toHaveBeenCalled();

    session.set(tokens);
    session.signOut('unauthorized');
    session.signOut('refresh-failed');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith('unauthorized');
    expect(change).toHaveBeenCalledTimes(4);
  });

  it('reads a state written by another tab and ignores corrupted storage', () => {
    const session = new AuthSession();
    localStorage.setItem(
      'auth',
      JSON.stringify({ accessToken: 'other-tab', refreshToken: 'r', expiresAt: 5, authTypeId: '1', deviceId: null }),
    );
    expect(session.state.accessToken).toBe('other-tab');
    localStorage.setItem('auth', '{not json');
    expect(session.isSignedIn).toBe(false);
  });

  it('flags a running auth task and resolves waiters when it ends', async () => {
    const session = new AuthSession();
    await session.waitForAuthTask(); // none running: resolves at once
    let finish!: (value: string) => void;
    const task = session.runAuthTask(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(session.isAuthTaskRunning).toBe(true);

    let waited = false;
    const waiting = session.waitForAuthTask().then(() => (waited = true));
    await Promise.resolve();
    expect(waited).toBe(false);

    finish('done');
    await expect(task).resolves.toBe('done');
    await waiting;
    expect(session.isAuthTaskRunning).toBe(false);
  });

  it('clears the flag when the task fails', async () => {
    const session = new AuthSession();
    await expect(session.runAuthTask(() => Promise.reject(new Error('nope')))).rejects.toThrow('nope');
    expect(session.isAuthTaskRunning).toBe(false);
  });
});

describe('AuthSession across tabs', () => {
  it("tells its listeners when another tab signs out or in (the browser's storage event), until they leave", () => {
    const session = new AuthSession();
    session.set(tokens);
    const change = vi.fn();
    const stop = session.onChange(change);

    // What the browser does in this tab when another one signs out: the storage changed under it.
    localStorage.removeItem('auth');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth', oldValue: '{}', newValue: null }));
    expect(change).toHaveBeenCalledTimes(1);
    expect(change).toHaveBeenLastCalledWith(expect.objectContaining({ accessToken: null }));
    expect(session.isSignedIn).toBe(false);

    // Another key: not the session's.
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(change).toHaveBeenCalledTimes(1);

    localStorage.setItem(
      'auth',
      JSON.stringify({ accessToken: 'a-2', refreshToken: 'r-2', expiresAt: 9, authTypeId: '1' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue: localStorage.getItem('auth') }));
    expect(change).toHaveBeenLastCalledWith(expect.objectContaining({ accessToken: 'a-2' }));

    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(change).toHaveBeenCalledTimes(2);
  });
});
