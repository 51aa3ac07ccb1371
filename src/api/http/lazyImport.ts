/** Name of the cancelable `window` event raised when a lazily loaded module fails to load. */
export const LAZY_LOAD_ERROR_EVENT = 'lazy-load-error';

const failedLoads = new WeakSet<object>();

/** Whether `error` is the failure of a module loaded through `lazyWithEvent` (an error screen offers a reload). */
export function isLazyLoadError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && failedLoads.has(error);
}

/**
 * SPEC §8: a failure to load a lazily loaded module is raised as an event and rethrown unless
 * prevented. Returns the factory's promise; on failure a cancelable `'lazy-load-error'`
 * `CustomEvent` (detail: the error) is dispatched on `window`. If a listener calls
 * `preventDefault()` (it handles the failure, e.g. reloads the page after a deploy), the promise
 * stays pending instead of rejecting, so no error boundary flashes before the reload.
 *
 * Usage: `React.lazy(() => lazyWithEvent(() => import('./Page')))`.
 */
export function lazyWithEvent<T>(factory: () => Promise<T>): Promise<T> {
  return factory().catch((error: unknown) => {
    if (typeof error === 'object' && error !== null) failedLoads.add(error);
    const target = globalThis.window as Window | undefined;
    if (target) {
      const event = new CustomEvent(LAZY_LOAD_ERROR_EVENT, { detail: error, cancelable: true });
      if (!target.dispatchEvent(event)) return new Promise<T>(() => undefined);
    }
    throw error;
  });
}
