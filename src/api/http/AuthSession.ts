import type { TokenResponse } from '../contract/auth';

/** Auth state (SPEC §3), persisted in local storage under `'auth'`. `expiresAt` is epoch ms. */
export type AuthState = {
  deviceId: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  expiresAt: number | null;
  authTypeId: string | null;
};

/** Why a session ended on its own (not by the user signing out). */
export type SignOutReason = 'refresh-failed' | 'unauthorized';

export const AUTH_STORAGE_KEY = 'auth';

const EMPTY: AuthState = Object.freeze({
  deviceId: null,
  accessToken: null,
  refreshToken: null,
  expiresAt: null,
  authTypeId: null,
});

/**
 * Holds the auth state and the in-memory "auth fetch task running" flag.
 *
 * Storage is the source of truth (read through, re-parsed only when the raw value changes), so a
 * token refreshed by another tab is picked up by the next request. A storage that throws (private
 * mode, quota) degrades to memory only.
 */
export class AuthSession {
  private readonly storage: Storage | undefined;
  private readonly now: () => number;
  private memory: AuthState = EMPTY;
  private raw: string | null | undefined;
  private running = 0;
  private idle: { promise: Promise<void>; resolve: () => void } | undefined;
  private readonly changeListeners = new Set<(state: AuthState) => void>();
  private readonly signOutListeners = new Set<(reason: SignOutReason) => void>();

  constructor(options: { storage?: Storage; now?: () => number } = {}) {
    this.storage = options.storage ?? safeLocalStorage();
    this.now = options.now ?? Date.now;
  }

  get state(): AuthState {
    let raw: string | null;
    try {
      raw = this.storage ? this.storage.getItem(AUTH_STORAGE_KEY) : null;
    } catch {
      return this.memory;
    }
    if (this.storage && raw !== this.raw) {
      this.raw = raw;
      this.memory = parseState(raw);
    }
    return this.memory;
  }

  get isSignedIn(): boolean {
    return this.state.accessToken !== null;
  }

  /** True when signed in and the access token expires within `ms` (or already expired). */
  expiresWithin(ms: number): boolean {
    const { accessToken, expiresAt } = this.state;
    return accessToken !== null && expiresAt !== null && expiresAt - this.now() <= ms;
  }

  /** Stores tokens from sign-in, refresh or social sign completion. */
  set(tokens: TokenResponse, deviceId?: string): void {
    this.write({
      deviceId: deviceId ?? this.state.deviceId,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      expiresAt: this.now() + tokens.expires_in * 1000,
      authTypeId: tokens.auth_type_id,
    });
  }

  setDeviceId(deviceId: string): void {
    if (this.state.deviceId !== deviceId) this.write({ ...this.state, deviceId });
  }

  /** Forgets the tokens (the device id stays: it is not a secret and describes the browser). */
  clear(): void {
    const { deviceId } = this.state;
    this.write({ ...EMPTY, deviceId });
  }

  /**
   * Ends the session because the server no longer accepts it (failed refresh, second 401):
   * clears the tokens and notifies `onSignOut` listeners — only if a session was there, so 50
   * requests failing together sign out once.
   */
  signOut(reason: SignOutReason): void {
    if (!this.isSignedIn) return;
    this.clear();
    for (const listener of [...this.signOutListeners]) listener(reason);
  }

  /**
   * Runs an auth fetch task (password sign-in, social sign completion, refresh: each with the storing
   * of its tokens); signed-in requests wait until none runs, signed in or not (SPEC §4).
   */
  async runAuthTask<T>(fn: () => Promise<T>): Promise<T> {
    if (this.running++ === 0) {
      let resolve!: () => void;
      const promise = new Promise<void>((done) => (resolve = done));
      this.idle = { promise, resolve };
    }
    try {
      return await fn();
    } finally {
      if (--this.running === 0) {
        const idle = this.idle;
        this.idle = undefined;
        idle?.resolve();
      }
    }
  }

  get isAuthTaskRunning(): boolean {
    return this.running > 0;
  }

  /** Resolves when no auth task runs (at once if none does). SPEC polls every 100 ms; a promise is exact. */
  waitForAuthTask(): Promise<void> {
    return this.idle?.promise ?? Promise.resolve();
  }

  /**
   * Calls `listener` with the state after each change: this page's, and another tab's to the
   * shared storage (a sign-in or sign-out there, or tokens it refreshed), which the browser
   * reports with a `storage` event.
   */
  onChange(listener: (state: AuthState) => void): () => void {
    if (this.changeListeners.size === 0) this.listenToOtherTabs(true);
    this.changeListeners.add(listener);
    return () => {
      this.changeListeners.delete(listener);
      if (this.changeListeners.size === 0) this.listenToOtherTabs(false);
    };
  }

  private readonly onStorage = (event: StorageEvent) => {
    // `key` null: the other tab cleared the whole storage.
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const state = this.state;
    for (const listener of [...this.changeListeners]) listener(state);
  };

  /** Other tabs share the storage only when it is the page's local storage. */
  private listenToOtherTabs(on: boolean): void {
    if (!this.storage || this.storage !== safeLocalStorage() || typeof globalThis.addEventListener !== 'function')
      return;
    if (on) globalThis.addEventListener('storage', this.onStorage);
    else globalThis.removeEventListener('storage', this.onStorage);
  }

  onSignOut(listener: (reason: SignOutReason) => void): () => void {
    this.signOutListeners.add(listener);
    return () => {
      this.signOutListeners.delete(listener);
    };
  }

  private write(state: AuthState): void {
    this.memory = Object.freeze({ ...state });
    try {
      if (this.storage) {
        const empty = Object.values(state).every((value) => value === null);
        if (empty) this.storage.removeItem(AUTH_STORAGE_KEY);
        else this.storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
        this.raw = this.storage.getItem(AUTH_STORAGE_KEY);
      }
    } catch {
      // Storage unavailable: keep the state in memory for this page's lifetime.
    }
    for (const listener of [...this.changeListeners]) listener(this.memory);
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function parseState(raw: string | null): AuthState {
  if (raw === null) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY;
    const record = value as Record<string, unknown>;
    const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
    const expiresAt =
      typeof record.expiresAt === 'number' && Number.isFinite(record.expiresAt) ? record.expiresAt : null;
    const accessToken = text('accessToken');
    return Object.freeze({
      deviceId: text('deviceId'),
      accessToken,
      refreshToken: accessToken === null ? null : text('refreshToken'),
      expiresAt: accessToken === null ? null : expiresAt,
      authTypeId: accessToken === null ? null : text('authTypeId'),
    });
  } catch {
    return EMPTY;
  }
}
