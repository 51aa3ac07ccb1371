/**
 * Where a dashboard chart's labels go, worked out from the box's width and the formatted labels
 * alone: recharts would otherwise measure every label in the DOM (a layout per new text) and draw
 * the chart twice to fit the y axis (`width="auto"`) — most of a chart's drawing time on a phone.
 */

/** Axis label size in CSS pixels. */
export const FONT_SIZE = 12;
/** Room between two x labels, in CSS pixels. */
const LABEL_GAP = 16;
/** Length of an axis tick and the gap between it and its label (recharts' defaults: 6 and our 4). */
export const TICK_SIZE = 6;
export const TICK_MARGIN = 4;
/** Steps between labelled x positions (days: 1, 2, a week, two weeks…): the first that leaves room for every label. */
export const X_STEPS = [1, 2, 7, 14, 28, 56, 91, 182, 364, 728];

/**
 * Width in CSS pixels of `text` in the axis font, estimated generously (no measuring): wide
 * (CJK, full-width) characters 1 em, others 0.62 em — Roboto's digits are ~0.56 em.
 */
export function labelWidth(text: string, fontSize = FONT_SIZE): number {
  let ems = 0;
  for (const char of text)
    ems += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char)
      ? 1
      : 0.62;
  return Math.ceil(ems * fontSize);
}

/** The smallest "nice" number (1, 2, 2.5 or 5 × 10ⁿ) at or above `value` (0 for 0 and below). */
export function niceCeil(value: number): number {
  if (!(value > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const nice = [1, 2, 2.5, 5, 10].find((step) => step * power >= value * (1 - 1e-9)) ?? 10;
  return nice * power;
}

/** The y axis: from 0 in four equal "nice" steps up to at least `max` (the data's maximum). */
export function yScale(max: number): { domain: [number, number]; ticks: number[] } {
  const step = niceCeil(max / 4) || 1;
  const ticks = [0, 1, 2, 3, 4].map((index) => Number((index * step).toPrecision(12)));
  return { domain: [0, ticks[4]!], ticks };
}

/** Width of the y axis: its widest label, the tick and the tick's margin. */
export function yAxisWidth(ticks: readonly number[], formatY: (value: number) => string): number {
  return Math.max(0, ...ticks.map((tick) => labelWidth(formatY(tick)))) + TICK_SIZE + TICK_MARGIN + 2;
}

/**
 * The x values to label: every `step`-th row counted back from the latest (which is always
 * labelled), `step` the first of X_STEPS whose labels, `slot` apart, fit in `plotWidth`.
 * `bands` when the rows are bars (n slots across the plot) rather than points (n − 1 gaps).
 */
export function xTicks(
  labels: readonly string[],
  formatX: (value: string) => string,
  plotWidth: number,
  bands: boolean,
): string[] {
  const count = labels.length;
  if (count === 0) return [];
  const slot = Math.max(...labels.map((label) => labelWidth(formatX(label)))) + LABEL_GAP;
  const spacing = plotWidth / Math.max(bands ? count : count - 1, 1);
  const step = X_STEPS.find((candidate) => candidate * spacing >= slot) ?? X_STEPS.at(-1)!;
  return labels.filter((_, index) => (count - 1 - index) % step === 0);
}
