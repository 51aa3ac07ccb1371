/** The part of the Web Locks API the client needs (injectable for tests). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * Runs `task` while holding a lock shared by every tab of this origin (Web Locks API), so two tabs
 * whose token expires together refresh it once. Without Web Locks (old browsers, jsdom) it simply
 * runs: each tab still refreshes at most once.
 */
export function withCrossTabLock<T>(name: string, task: () => Promise<T>, locks?: LockManagerLike): Promise<T> {
  const manager = locks ?? (globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined)?.locks;
  return manager ? manager.request(name, task) : task();
}
