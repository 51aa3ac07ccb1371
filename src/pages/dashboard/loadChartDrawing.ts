import { lazyModule } from '../../framework/lazyModule';

/**
 * The chart drawing (`ChartDrawing`: recharts and the parts of it the dashboard uses, in chunks of
 * their own), downloaded once. `preload()` starts the download alongside the charts' module (see
 * DashboardPage); `load()` reports a failed download through the lazy-load-error event and tries
 * again next time; the charts keep their titles and text alternatives meanwhile.
 */
export const chartDrawing = lazyModule(() => import('./ChartDrawing').then((module) => module.ChartDrawing));

/** Starts the download early; never rejects. */
export function preloadChartDrawing(): void {
  chartDrawing.preload().catch(() => undefined);
}
