import { dequal } from 'dequal';
import { redactSecrets } from '../../api/http/redactSecrets';
import type { PendingChange } from './PendingChange';

const STORAGE_KEY = 'identity-console.pendingChanges';
const TAB_KEY = 'identity-console.tab';
const TAB_LOCK = 'identity-console:tab:';

export type StoredPendingChange = {
  key: string;
  /** The tab that saved it (its id lives in the tab's session storage, so a reload keeps it). */
  tab: string;
  /** Whose change it is: only they are offered it. */
  user: string;
  savedAt: string;
  change: PendingChange;
  /** Sent, and refused because the session had ended (the refresh refused): offered after signing in. */
  signedOut?: true;
};

type Locks = {
  request(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<void>): Promise<void>;
  query(): Promise<{ held?: Array<{ name?: string }> }>;
};

/**
 * Tab locks this page holds. A store made again in the same page (the signed-in shell mounted
 * anew after a sign-out and a sign-in) keeps the tab's id: its lock is this page's, not another
 * tab's, and the changes the earlier shell kept are this tab's, offered back.
 */
const pageTabLocks = new Set<string>();

function browserLocks(): Locks | undefined {
  return (globalThis.navigator as (Navigator & { locks?: Locks }) | undefined)?.locks;
}

function randomKey(): string {
  return globalThis.crypto.randomUUID();
}

/** A change that carries a secret (a key, a password) is never written to storage. */
export function holdsSecret(change: PendingChange): boolean {
  return !dequal(redactSecrets(change.send), change.send);
}

/**
 * Waiting changes kept in local storage from the moment they are saved until they are sent or
 * undone, so a change the page could not send before it was left (offline, the tab killed) is
 * offered again at the next start. Each tab holds a Web Lock named after its id while it lives;
 * the changes of a tab that no longer holds it (and of this tab before a reload) are the ones left
 * behind. Without Web Locks, only this tab's own are.
 */
export class PendingChangeStore {
  tab: string;
  /** Keys added by this page: never "left behind", whatever the tab. */
  private readonly own = new Set<string>();

  constructor(
    private readonly storage: Storage = localStorage,
    tabStorage: Storage = sessionStorage,
    private readonly locks: Locks | undefined = browserLocks(),
    /** The tab locks held by this page (another page, in tests: a set of its own). */
    private readonly heldByThisPage: Set<string> = pageTabLocks,
  ) {
    this.tab = tabStorage.getItem(TAB_KEY) ?? randomKey();
    tabStorage.setItem(TAB_KEY, this.tab);
  }

  /** Holds this tab's lock for the page's life; a duplicated tab (same stored id) takes a new id. */
  async claimTab(tabStorage: Storage = sessionStorage): Promise<void> {
    if (!this.locks || this.heldByThisPage.has(this.tab) || (await this.hold(this.tab))) return;
    this.tab = randomKey();
    tabStorage.setItem(TAB_KEY, this.tab);
    await this.hold(this.tab);
  }

  /** Takes the tab's lock if free and keeps it until the page is gone; true when taken. */
  private hold(tab: string): Promise<boolean> {
    return new Promise((taken) => {
      void this.locks!.request(`${TAB_LOCK}${tab}`, { ifAvailable: true }, (lock) => {
        if (lock !== null) this.heldByThisPage.add(tab);
        taken(lock !== null);
        return lock ? new Promise<void>(() => undefined) : Promise.resolve();
      });
    });
  }

  all(): StoredPendingChange[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as StoredPendingChange[]) : [];
    } catch {
      return [];
    }
  }

  private write(entries: StoredPendingChange[]) {
    try {
      if (entries.length) this.storage.setItem(STORAGE_KEY, JSON.stringify(entries));
      else this.storage.removeItem(STORAGE_KEY);
    } catch {
      // Storage full or refused: the change is still sent when its window ends or the page is left.
    }
  }

  /** Keeps `change` (unless it carries a secret); returns its key, or undefined when not kept. */
  add(user: string, change: PendingChange): string | undefined {
    if (holdsSecret(change)) return undefined;
    const key = randomKey();
    this.own.add(key);
    this.write([...this.all(), { key, tab: this.tab, user, savedAt: new Date().toISOString(), change }]);
    return key;
  }

  remove(key: string | undefined) {
    if (key === undefined) return;
    const entries = this.all();
    const kept = entries.filter((entry) => entry.key !== key);
    if (kept.length !== entries.length) this.write(kept);
  }

  /** Notes that `key`'s change was refused because the session ended. */
  markSignedOut(key: string | undefined) {
    if (key === undefined) return;
    const entries = this.all();
    if (!entries.some((entry) => entry.key === key)) return;
    this.write(entries.map((entry) => (entry.key === key ? { ...entry, signedOut: true as const } : entry)));
  }

  /** The user's changes left behind: this tab's (from before a reload) and those of closed tabs. */
  async leftBehind(user: string): Promise<StoredPendingChange[]> {
    const mine = this.all().filter((entry) => entry.user === user && !this.own.has(entry.key));
    if (mine.length === 0) return [];
    const open = new Set<string>();
    if (this.locks) {
      const { held = [] } = await this.locks.query();
      for (const lock of held) if (lock.name?.startsWith(TAB_LOCK)) open.add(lock.name.slice(TAB_LOCK.length));
    }
    return mine.filter((entry) => entry.tab === this.tab || (this.locks !== undefined && !open.has(entry.tab)));
  }
}
