import { lazy, useState, type ComponentType } from 'react';
import { lazyWithEvent } from '../../api/http/lazyImport';

/**
 * `React.lazy` with a `preload()`: once the module has loaded (preloaded, or loaded by an earlier
 * mount), new instances render it directly instead of suspending for a round — React reveals
 * content that resolves after a fallback in throttled batches, so a lazy component that is already
 * there would still cost a fallback frame and a delay. Each instance keeps the way it mounted with
 * (direct or lazy), so a component is never remounted. `preload()` failures are silent (the lazy
 * path loads again and reports through `lazyWithEvent`).
 */
export function lazyPreloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => lazyWithEvent(preload).then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloadable, preload };
}
