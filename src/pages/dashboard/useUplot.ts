import { useEffect, type RefObject } from 'react';
import type uPlot from 'uplot';
// uPlot's stylesheet comes with the charts' lazy chunk, never with the sign-in page.
import 'uplot/dist/uPlot.min.css';
import { loadUplot } from './loadUplot';

/** What a chart draws: uPlot's options for a size (CSS pixels) and the data in uPlot's aligned form. */
export type UplotChart = (lib: typeof uPlot, size: { width: number; height: number }) => { options: uPlot.Options; data: uPlot.AlignedData };

/**
 * Draws `chart` with uPlot into the element of `box` once `enabled`, at the element's size, and
 * follows its width (ResizeObserver → `setSize`); destroys the drawing when the chart changes (new
 * data, theme or language: drawn again) and on unmount. Draws nothing where no 2D canvas exists
 * (jsdom: the card keeps its heading and text alternative) or uPlot fails to download.
 * `chart` should be memoised: every new function draws the chart again.
 */
export function useUplot(box: RefObject<HTMLElement | null>, enabled: boolean, chart: UplotChart): void {
  useEffect(() => {
    const element = box.current;
    const loading = enabled && element ? loadUplot() : null;
    if (!element || !loading) return;
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const size = () => ({ width: Math.floor(element.clientWidth), height: Math.floor(element.clientHeight) });
    const draw = (UPlot: typeof uPlot) => {
      const { options, data } = chart(UPlot, size());
      const drawn = new UPlot(options, data, element);
      plot = drawn;
      observer = new ResizeObserver(() => {
        const next = size();
        if (next.width > 0 && (next.width !== drawn.width || next.height !== drawn.height)) drawn.setSize(next);
      });
      observer.observe(element);
    };
    loading.then(
      // Each chart in a task of its own: charts that come near the viewport together (or all of
      // them, when uPlot arrives) would otherwise be drawn in one long task.
      (UPlot) => {
        if (!cancelled) timer = setTimeout(() => draw(UPlot));
      },
      () => undefined, // reported through the lazy-load-error event; the text alternative stays
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      observer?.disconnect();
      plot?.destroy();
    };
  }, [box, enabled, chart]);
}
