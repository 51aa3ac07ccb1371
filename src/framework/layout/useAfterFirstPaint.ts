import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it (the next frame, then a task).
 * The update is a transition: what it reveals renders in slices, so the page stays responsive.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
