import { startTransition, useEffect, useState } from 'react';
import { firstScreenShown } from '../../browser/firstScreenShown';

/**
 * False until the first screen is on screen (`firstScreenShown`: with `text`, the browser's report
 * of the presented frame or at most 500 ms; otherwise the next frame), then true — as a transition:
 * what it reveals renders in slices where React can.
 */
export function useFirstScreenShown(text: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void firstScreenShown({ text, signal: controller.signal }).then(() => startTransition(() => setShown(true)));
    return () => controller.abort();
  }, [text]);
  return shown;
}
