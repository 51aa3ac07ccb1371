import type uPlot from 'uplot';
import { textWidth } from './canvasSupport';

export type ChartKind = 'area' | 'bar' | 'line';

/** A chart's colours and font, taken from the MUI theme (light or dark). */
export interface ChartLook {
  /** Series line and bars (`palette.primary.main`). */
  color: string;
  /** Area under an area chart's line (the series colour, translucent). */
  areaFill: string;
  /** Grid lines and ticks (`palette.divider`). */
  grid: string;
  /** Axis labels (`palette.text.secondary`). */
  text: string;
  /** Outline of the point under the cursor (`palette.background.paper`). */
  surface: string;
  fontFamily: string;
  /** Axis label size in CSS pixels. */
  fontSize: number;
}

export interface ChartOptionsInput {
  kind: ChartKind;
  /** The rows' raw x values, by position (x of point i is i, see `alignedSeries`). */
  labels: readonly string[];
  formatX: (value: string) => string;
  formatY: (value: number) => string;
  look: ChartLook;
  width: number;
  height: number;
  plugins?: uPlot.Plugin[];
  /** Width in CSS pixels of a text in a CSS font (tests pass their own). */
  measure?: (text: string, font: string) => number;
}

/** Steps between labelled x positions (days: 1, 2, a week, two weeks…): the first that leaves room for every label. */
export const X_INCREMENTS = [1, 2, 7, 14, 28, 56, 91, 182, 364, 728];
/** Room between two x labels, in CSS pixels. */
const LABEL_GAP = 16;
/** Tick length and gap between a tick and its label, in CSS pixels. */
const TICK = 4;
const GAP = 4;

/** The x axis label of position `value`: the formatted label of that row; none between rows or beyond them. */
export function xLabel(value: number, labels: readonly string[], formatX: (value: string) => string): string {
  const label = Number.isInteger(value) ? labels[value] : undefined;
  return label ? formatX(label) : '';
}

/**
 * uPlot options of one dashboard chart: one series drawn as an area, bars or a line; x by position
 * with the rows' formatted labels, y from 0 with `formatY`; dashed grid, theme colours and font;
 * a vertical cursor line with the point under it; no legend (the card has a heading, the hover
 * read-out is a plugin); no zoom by dragging.
 */
export function chartOptions(lib: Pick<typeof uPlot, 'paths' | 'rangeNum'>, input: ChartOptionsInput): uPlot.Options {
  const { kind, labels, formatX, formatY, look, width, height, plugins = [], measure = textWidth } = input;
  const font = `${look.fontSize}px ${look.fontFamily}`;
  const last = Math.max(labels.length - 1, 0);
  // Bars (and a single point) need half a step of room on both sides.
  const pad = kind === 'bar' || last === 0 ? 0.5 : 0;
  const widest = labels.reduce((max, label) => Math.max(max, measure(formatX(label), font)), 0);
  const grid = { stroke: look.grid, width: 1, dash: [3, 3] };
  const ticks = { stroke: look.grid, width: 1, size: TICK };
  const series: uPlot.Series =
    kind === 'bar'
      ? { stroke: look.color, fill: look.color, width: 1, paths: lib.paths.bars?.({ size: [0.8, 48], gap: 1 }), points: { show: false } }
      : { stroke: look.color, width: 2, points: { show: false }, ...(kind === 'area' ? { fill: look.areaFill } : {}) };
  return {
    width,
    height,
    plugins,
    legend: { show: false },
    cursor: {
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: { size: 8, width: 2, fill: look.color, stroke: look.surface },
    },
    scales: {
      x: { time: false, range: [0 - pad, last + pad] },
      y: { range: (_u, _min, max) => lib.rangeNum(0, Math.max(max, 0), 0.1, true) },
    },
    series: [{}, series],
    axes: [
      {
        font,
        stroke: look.text,
        grid,
        ticks,
        gap: GAP,
        size: TICK + GAP + Math.ceil(look.fontSize * 1.5),
        space: Math.max(40, Math.ceil(widest) + LABEL_GAP),
        incrs: X_INCREMENTS,
        values: (_u, splits) => splits.map((value) => xLabel(value, labels, formatX)),
      },
      {
        font,
        stroke: look.text,
        grid,
        ticks,
        gap: GAP,
        size: (_u, values) => TICK + GAP + Math.ceil(Math.max(0, ...(values ?? []).map((value) => measure(value, font)))) + 2,
        values: (_u, splits) => splits.map((value) => formatY(value)),
      },
    ],
  };
}
