import { lazyComponent } from '../../framework/lazyComponent';

/**
 * The dashboard page, loaded on demand (signed-in only); `preloadDashboardPage` starts the download
 * at a signed-in start at home (`preloadSignedInApp`), so it renders without a loading round.
 */
export const LazyDashboardPage = lazyComponent(() => import('./DashboardPage').then((module) => module.default));
export const preloadDashboardPage = LazyDashboardPage.preload;
