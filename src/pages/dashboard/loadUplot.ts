import type uPlot from 'uplot';
import { lazyWithEvent } from '../../api/http/lazyImport';
import { canvas2dAvailable } from './canvasSupport';

let loading: Promise<typeof uPlot> | undefined;

/**
 * uPlot, the chart library, downloaded once on the first call (its own chunk, ~20 KB gzipped), or
 * null where nothing can be drawn (no 2D canvas, e.g. jsdom, where uPlot would not even load: it
 * needs `matchMedia` as soon as it is evaluated). A failed download raises the lazy-load-error
 * event (`lazyWithEvent`); the charts then keep their titles and text alternatives.
 */
export function loadUplot(): Promise<typeof uPlot> | null {
  if (!canvas2dAvailable()) return null;
  loading ??= lazyWithEvent(() => import('uplot')).then((module) => module.default);
  return loading;
}

/** Starts the download early (with the charts' module, see DashboardPage); never rejects. */
export function preloadUplot(): void {
  loadUplot()?.catch(() => undefined);
}
