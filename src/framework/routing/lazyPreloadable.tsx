import type { ComponentType } from 'react';
import { lazyComponent } from '../lazyComponent';

/**
 * @deprecated Use `lazyComponent` (src/framework/lazyComponent.tsx): its `preload()` and direct
 * render of a loaded module are this. Kept only while src/pages/dashboard/LazyDashboardPage.tsx
 * imports it; delete with that import.
 */
export function lazyPreloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazyComponent(load);
  return { Component, preload: Component.preload };
}
