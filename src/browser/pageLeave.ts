type LeaveListener = () => void;

const listeners = new Set<LeaveListener>();
let leaving = false;
let watching = false;

function watch() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('pagehide', () => {
    leaving = true;
    for (const listener of [...listeners]) listener();
  });
  // Back from the back/forward cache: the page lives on.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * Whether the page is being left (reloaded, closed, navigated away) — from `pagehide` until a
 * `pageshow` brings it back from the back/forward cache. Requests sent meanwhile must outlive the
 * page (`fetch`'s `keepalive`).
 */
export function isPageLeaving(): boolean {
  return leaving;
}

/**
 * Calls `listener` when the page is being left (`pagehide`), after `isPageLeaving()` has turned
 * true, so what it sends goes with `keepalive`. Returns the unsubscribe function.
 */
export function onPageLeave(listener: LeaveListener): () => void {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
