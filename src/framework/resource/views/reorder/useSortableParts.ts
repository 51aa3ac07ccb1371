import { useEffect, useState } from 'react';
import { lazyModule } from '../../../lazyModule';

const sortableParts = lazyModule(() => import('./sortableViews'));

/** Starts downloading drag ordering's code ahead of need (a failure is reported when it is needed). */
export function preloadSortableParts(): void {
  sortableParts.preload().catch(() => undefined);
}

/**
 * The draggable table body, cards and their context (`sortableViews`) for a list with drag
 * ordering, once they have loaded; undefined before (the list shows its plain rows meanwhile,
 * without drag handles) and for a list without it, which never downloads them. A failed download
 * reaches the nearest error boundary, as a lazy component's does (`lazyModule`).
 */
export function useSortableParts(wanted: boolean): typeof sortableParts.loaded {
  const [parts, setParts] = useState(() => sortableParts.loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!wanted || parts) return;
    let current = true;
    sortableParts.load().then(
      (loaded) => current && setParts(loaded),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [wanted, parts]);
  if (failure) throw failure.error;
  return wanted ? parts : undefined;
}
