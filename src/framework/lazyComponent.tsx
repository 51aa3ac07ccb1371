import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyModule } from './lazyModule';

export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts the download ahead of need; a failure is left to the render to report (see `lazyModule`). */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A component whose module loads when it first renders (or on `preload()`), through `lazyModule`:
 * a failed load raises the lazy-load-error event and, unless prevented, reaches the nearest error
 * boundary. Once the module is there (preloaded, or loaded by an earlier mount), new instances
 * render it directly instead of suspending for a round — React reveals content that resolves
 * after a fallback in throttled batches, so a lazy component already there would still cost a
 * fallback frame and a delay. Each instance keeps the way it mounted (direct or lazy), so it is
 * never remounted.
 *
 * With `fallback` (`null` included) it suspends in a boundary of its own showing that fallback
 * (a resource's custom input renders nothing meanwhile, never hides the whole form); without, in
 * the nearest one (the admin shell behind the start screen, a route's view behind its loader).
 *
 * Usage: `const Input = lazyComponent(() => import('./CredentialPasswordInput').then((m) => m.CredentialPasswordInput), { fallback: null })`.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { fallback?: ReactNode } = {},
): LazyComponent<P> {
  const module = lazyModule(load);
  const Lazy = lazy(() => module.load().then((component) => ({ default: component })));
  const ownBoundary = 'fallback' in options;
  function LazyComponent(props: P) {
    const [Direct] = useState(() => module.loaded);
    if (Direct) return <Direct {...props} />;
    if (!ownBoundary) return <Lazy {...props} />;
    return (
      <Suspense fallback={options.fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload: module.preload });
}
