import { useEffect, useState, type ComponentType, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { chartDrawing } from './loadChartDrawing';
import type { ChartDrawingProps } from './ChartDrawing';

export interface ChartDrawingState {
  Drawing: ComponentType<ChartDrawingProps>;
  /** The box's width in CSS pixels (0 while it has no layout, e.g. hidden). */
  width: number;
}

/** The box's width in whole CSS pixels. */
const widthOf = (element: HTMLElement) => Math.floor(element.getBoundingClientRect().width);

/**
 * The chart drawing component and the width to draw at, once `enabled` (the chart is near the
 * viewport) and recharts has downloaded; null before, or when the download fails (the card keeps
 * its heading and text alternative). Each chart draws in a task of its own: charts that come near
 * the viewport together (or all of them, when recharts arrives) would otherwise be drawn in one
 * long task, so the first drawing of each is rendered synchronously (`flushSync`) in its own timer
 * task. Then it follows the box's width (ResizeObserver).
 */
export function useChartDrawing(box: RefObject<HTMLElement | null>, enabled: boolean): ChartDrawingState | null {
  const [state, setState] = useState<ChartDrawingState | null>(null);
  const ready = state !== null;
  useEffect(() => {
    const element = box.current;
    if (!enabled || ready || !element) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    chartDrawing.load().then(
      (Drawing) => {
        if (cancelled) return;
        timer = setTimeout(() => flushSync(() => setState({ Drawing, width: widthOf(element) })));
      },
      () => undefined, // reported through the lazy-load-error event; the text alternative stays
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [box, enabled, ready]);
  useEffect(() => {
    const element = box.current;
    if (!ready || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = widthOf(element);
      setState((current) => (current && current.width !== width ? { ...current, width } : current));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, ready]);
  return state;
}
