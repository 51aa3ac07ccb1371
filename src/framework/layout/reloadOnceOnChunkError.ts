import { LAZY_LOAD_ERROR_EVENT } from '../lazyModule';

const FLAG = 'console:reloaded-for-chunk';

/**
 * A part of the console that fails to download (usually: a new version was deployed and the old
 * chunk is gone) reloads the page once; if it fails again the error goes on to the error screen.
 * The flag lives in session storage so the next successful load starts afresh.
 */
export function reloadOnceOnChunkError(options: { storage?: Storage; reload?: () => void; target?: Window } = {}) {
  const storage = options.storage ?? sessionStorage;
  const reload = options.reload ?? (() => window.location.reload());
  const target = options.target ?? window;
  const onError = (event: Event) => {
    if (storage.getItem(FLAG)) return; // already reloaded once: let the error through
    storage.setItem(FLAG, String(Date.now()));
    event.preventDefault();
    reload();
  };
  target.addEventListener(LAZY_LOAD_ERROR_EVENT, onError);
  // A load that got this far without failing for a while clears the flag for later deploys.
  const timer = setTimeout(() => storage.removeItem(FLAG), 30_000);
  return () => {
    target.removeEventListener(LAZY_LOAD_ERROR_EVENT, onError);
    clearTimeout(timer);
  };
}
