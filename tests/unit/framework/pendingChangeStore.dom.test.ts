import { PendingChangeStore } from '../../../src/framework/pendingChanges/pendingChangeStore';
import type { PendingChange } from '../../../src/framework/pendingChanges/PendingChange';

/** A Web Locks stand-in shared by the "tabs" of one test: held locks stay held until `close`. */
function fakeLocks() {
  const held = new Map<string, () => void>();
  return {
    held,
    request(name: string, _options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<void>) {
      if (held.has(name)) return callback(null);
      const lock = { name };
      held.set(name, () => held.delete(name));
      return callback(lock);
    },
    async query() {
      return { held: [...held.keys()].map((name) => ({ name })) };
    },
    /** The tab holding `tab`'s lock is gone. */
    close(tab: string) {
      held.get(`identity-console:tab:${tab}`)?.();
    },
  };
}

const rename: PendingChange = {
  resource: 'project',
  record: 'Storefront',
  action: 'update',
  fields: ['resources.project.fields.name'],
  send: { via: 'dataProvider', method: 'update', params: { id: '1', data: { name: 'Shop' } } },
};

describe('PendingChangeStore', () => {
  it('keeps a change until it is removed', () => {
    const store = new PendingChangeStore(localStorage, sessionStorage, undefined);
    const key = store.add('1', rename);
    expect(store.all().map((entry) => entry.change)).toEqual([rename]);
    store.remove(key);
    expect(store.all()).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('never writes a change that carries a secret', () => {
    const store = new PendingChangeStore(localStorage, sessionStorage, undefined);
    const key = store.add('1', {
      ...rename,
      send: {
        via: 'endpoint',
        endpoint: 'authType.credentials',
        params: { id: '3' },
        body: { secret_key: 'x'.repeat(32) },
      },
    });
    expect(key).toBeUndefined();
    expect(JSON.stringify(localStorage)).not.toContain('xxxx');
  });

  it('offers a reloaded tab its own changes, but not those it made since the reload', async () => {
    const before = new PendingChangeStore(localStorage, sessionStorage, undefined);
    before.add('1', rename);
    // The same tab after a reload: the id in session storage is kept.
    const after = new PendingChangeStore(localStorage, sessionStorage, undefined);
    after.add('1', { ...rename, record: 'Made after the reload' });
    expect((await after.leftBehind('1')).map((entry) => entry.change.record)).toEqual(['Storefront']);
    expect(await after.leftBehind('2')).toEqual([]);
  });

  it("offers a closed tab's changes, never those of a tab still open", async () => {
    const locks = fakeLocks();
    const otherStorage = storageOf();
    const otherTab = new PendingChangeStore(localStorage, otherStorage, locks, new Set());
    await otherTab.claimTab(otherStorage);
    otherTab.add('1', rename);
    const thisStorage = storageOf();
    const thisTab = new PendingChangeStore(localStorage, thisStorage, locks, new Set());
    await thisTab.claimTab(thisStorage);
    expect(await thisTab.leftBehind('1')).toEqual([]);
    locks.close(otherTab.tab);
    expect((await thisTab.leftBehind('1')).map((entry) => entry.change)).toEqual([rename]);
  });

  it('a duplicated tab (the same stored id, its lock held) takes an id of its own', async () => {
    const locks = fakeLocks();
    const tabStorage = storageOf();
    const original = new PendingChangeStore(localStorage, tabStorage, locks, new Set());
    await original.claimTab(tabStorage);
    original.add('1', rename);
    const duplicate = new PendingChangeStore(localStorage, tabStorage, locks, new Set());
    expect(duplicate.tab).toBe(original.tab);
    await duplicate.claimTab(tabStorage);
    expect(duplicate.tab).not.toBe(original.tab);
    expect(await duplicate.leftBehind('1')).toEqual([]);
  });

  it('a store made again in the same page (signed out, signed in) keeps the tab and offers the earlier one’s changes', async () => {
    const locks = fakeLocks();
    const tabStorage = storageOf();
    const page = new Set<string>();
    const before = new PendingChangeStore(localStorage, tabStorage, locks, page);
    await before.claimTab(tabStorage);
    before.add('1', rename);
    const after = new PendingChangeStore(localStorage, tabStorage, locks, page);
    await after.claimTab(tabStorage);
    expect(after.tab).toBe(before.tab);
    expect((await after.leftBehind('1')).map((entry) => entry.change)).toEqual([rename]);
  });
});

/** A session storage of its own (another tab's). */
function storageOf(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}
