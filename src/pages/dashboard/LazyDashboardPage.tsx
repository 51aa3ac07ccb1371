import { lazyPreloadable } from '../../framework/routing/lazyPreloadable';

/**
 * The dashboard page, loaded on demand (signed-in only); `preloadDashboardPage` starts the download
 * at a signed-in start at home (`preloadSignedInApp`), so it renders without a loading round.
 */
export const { Component: LazyDashboardPage, preload: preloadDashboardPage } = lazyPreloadable(() =>
  import('./DashboardPage').then((module) => module.default),
);
