/** Name of the cancelable `window` event raised when a lazily loaded module fails to load. */
export const LAZY_LOAD_ERROR_EVENT = 'lazy-load-error';

const failedLoads = new WeakSet<object>();

/** Whether `error` is the failure of a module loaded through `lazyModule` (an error screen offers a reload). */
export function isLazyLoadError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && failedLoads.has(error);
}

/**
 * Raises the cancelable `'lazy-load-error'` `CustomEvent` (detail: the error) on `window`; true
 * when nobody prevented it (the failure goes on), false when a listener handles it.
 */
function raiseLoadError(error: unknown): boolean {
  if (typeof error === 'object' && error !== null) failedLoads.add(error);
  const target = globalThis.window as Window | undefined;
  if (!target) return true;
  return target.dispatchEvent(new CustomEvent(LAZY_LOAD_ERROR_EVENT, { detail: error, cancelable: true }));
}

export interface LazyModule<T> {
  /**
   * The module, downloaded once (again after a failure). SPEC §8: a failure raises the
   * lazy-load-error event — once, however many callers wait for the same attempt — and is
   * rethrown unless a listener prevents the event (it handles the failure, e.g. reloads the page
   * after a deploy): then the promise stays pending, so no error screen flashes before the reload.
   */
  load(): Promise<T>;
  /**
   * Starts the download ahead of need. Its failure is not reported (the caller ignores it): the
   * next `load()` tries again and reports a failure of its own.
   */
  preload(): Promise<T>;
  /** The module once it has loaded (rendered at once, without a Suspense round), else undefined. */
  readonly loaded: T | undefined;
}

/**
 * The one way the console loads code on demand: route pages, resource components, the admin
 * shell, the declarations, chart libraries. React components go through `lazyComponent`, which
 * is built on this.
 *
 * Usage: `const charts = lazyModule(() => import('./Charts').then((m) => m.Charts)); await charts.load();`
 */
export function lazyModule<T>(factory: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let download: Promise<T> | undefined;
  let reported: Promise<T> | undefined;
  const preload = (): Promise<T> => {
    download ??= factory().then(
      (module) => (loaded = module),
      (error: unknown) => {
        download = undefined;
        throw error;
      },
    );
    return download;
  };
  const load = (): Promise<T> => {
    reported ??= preload().catch((error: unknown) => {
      if (!raiseLoadError(error)) return new Promise<T>(() => undefined);
      reported = undefined;
      throw error;
    });
    return reported;
  };
  return {
    load,
    preload,
    get loaded() {
      return loaded;
    },
  };
}
