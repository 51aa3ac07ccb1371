import { startTransition, useEffect, useState } from 'react';

/** Longest wait for the browser to report the first screen's text on screen. */
const TEXT_WAIT_MS = 500;

function reportsLargestPaint(): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
}

/**
 * False until the first screen is on screen, then true (as a transition: what it reveals renders
 * in slices where React can). With `text` (the screen shows a title), "on screen" is the browser's
 * largest-contentful-paint report — the frame actually presented, which can come well after the
 * frame was produced on a busy phone — or at most 500 ms; otherwise, and in browsers without that
 * report, the next frame.
 */
export function useFirstScreenShown(text: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      startTransition(() => setShown(true));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    let observer: PerformanceObserver | undefined;
    if (text && reportsLargestPaint()) {
      observer = new PerformanceObserver(finish);
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      timer = setTimeout(finish, TEXT_WAIT_MS);
    } else {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(finish);
      });
    }
    return () => {
      done = true;
      observer?.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [text]);
  return shown;
}
