import { lazy, Suspense, type ComponentType } from 'react';
import { lazyWithEvent } from '../../api/http/lazyImport';

/**
 * A component of a resource declaration (a form input, a bulk action…) whose module loads when it
 * first renders, so the declarations stay light: they load with the admin shell, also on the
 * dashboard, while such components only show in lists and forms. It suspends in its own boundary
 * (renders nothing meanwhile), never the whole view; a failed load raises the lazy-load-error event.
 *
 * Usage: `input: lazyComponent(() => import('./CredentialInputs').then((m) => m.CredentialPasswordInput))`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => lazyWithEvent(load).then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
