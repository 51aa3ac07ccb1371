/** Longest wait for the browser to report the first screen's text on screen. */
const TEXT_WAIT_MS = 500;

function reportsLargestPaint(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')
  );
}

/**
 * Resolves once the first screen is on screen, for work that must not compete with it (downloads
 * sharing a slow connection, long computations). With `text` (the screen shows text), "on screen"
 * is the browser's largest-contentful-paint report — the frame actually presented, which can come
 * well after the frame was produced on a busy phone — or at most 500 ms; a screen shown long ago
 * resolves at once (the report is buffered). Otherwise, and in browsers without that report, the
 * task after the next frame (at once in a hidden tab, which produces no frames). Never resolves
 * once `signal` aborts.
 */
export function firstScreenShown({ text, signal }: { text: boolean; signal?: AbortSignal }): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    let observer: PerformanceObserver | undefined;
    const stop = () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    const finish = () => {
      stop();
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    signal?.addEventListener('abort', stop, { once: true });
    if (text && reportsLargestPaint()) {
      observer = new PerformanceObserver(finish);
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      timer = setTimeout(finish, TEXT_WAIT_MS);
    } else if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      finish();
    } else {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(finish);
      });
    }
  });
}
