import { useMemo } from 'react';
import { alpha, useTheme } from '@mui/material/styles';
// Only the parts drawn, by name: recharts is free of side effects, so the rest stays out of the bundle.
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type XAxisTickContentProps,
  type YAxisTickContentProps,
} from 'recharts';
import { FONT_SIZE, TICK_MARGIN, TICK_SIZE, labelWidth, xTicks, yAxisWidth, yScale } from './chartLayout';

export type ChartKind = 'area' | 'bar' | 'line';

export interface ChartDrawingProps {
  /** The chart's title: the hover read-out says `<title>: <value>`. */
  title: string;
  kind: ChartKind;
  data: readonly Record<string, string | number>[];
  xKey: string;
  yKey: string;
  /** Size of the drawing in CSS pixels (its box's width). */
  width: number;
  height: number;
  /** Formats a row's x value (axis labels and the read-out). */
  formatX: (value: string) => string;
  /** Formats y values on the axis. */
  formatY: (value: number) => string;
  /** Formats the value in the read-out. */
  formatValue: (value: number) => string;
}

/** Room around the plot in CSS pixels; on the right, half the widest x label is added (the last one is centred on the edge). */
const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };
const noLines = () => [];

/**
 * One metric drawn by recharts as an SVG of the given size: an area, bars or a line in the theme's
 * primary colour over a dashed grid, axes labelled with the locale's formats in the theme's
 * secondary text colour, y from 0, and a read-out of the point under the mouse (its date and
 * `<title>: <value>`). The labels' places are worked out beforehand (`chartLayout`) and drawn as
 * plain SVG text, so recharts measures nothing; no animation (the chart is there at once and
 * costs no frames) and no keyboard layer: the chart's box is an image named by its text
 * alternative, which says what the drawing shows.
 */
export function ChartDrawing({
  title,
  kind,
  data,
  xKey,
  yKey,
  width,
  height,
  formatX,
  formatY,
  formatValue,
}: ChartDrawingProps) {
  const theme = useTheme();
  const { palette } = theme;
  const color = palette.primary.main;
  const layout = useMemo(() => {
    const labels = data.map((row) => String(row[xKey] ?? ''));
    const max = Math.max(0, ...data.map((row) => Number(row[yKey]) || 0));
    const y = yScale(max);
    const yWidth = yAxisWidth(y.ticks, formatY);
    const margin = {
      ...MARGIN,
      right: MARGIN.right + Math.ceil(Math.max(0, ...labels.map((label) => labelWidth(formatX(label)))) / 2),
    };
    const ticks = xTicks(labels, formatX, width - yWidth - margin.left - margin.right, kind === 'bar');
    return { rows: [...data], y, yWidth, margin, ticks };
  }, [data, xKey, yKey, kind, width, formatX, formatY]);
  const text = { fill: palette.text.secondary, fontSize: FONT_SIZE, fontFamily: theme.typography.fontFamily };
  const xTick = ({ x, y, payload }: XAxisTickContentProps) => (
    <text x={x} y={y} dy="0.71em" textAnchor="middle" {...text}>
      {formatX(String(payload.value ?? ''))}
    </text>
  );
  const yTick = ({ x, y, payload }: YAxisTickContentProps) => (
    <text x={x} y={y} dy="0.355em" textAnchor="end" {...text}>
      {formatY(Number(payload.value))}
    </text>
  );
  const readout = ({ active, payload, label }: TooltipContentProps) => {
    if (!active || !payload?.length) return null;
    const value = Number(payload[0]?.value ?? NaN);
    return (
      <div
        className="chart-readout"
        style={{
          padding: '4px 8px',
          whiteSpace: 'nowrap',
          background: palette.background.paper,
          color: palette.text.primary,
          border: `1px solid ${palette.divider}`,
          borderRadius: theme.shape.borderRadius,
          boxShadow: theme.shadows[2],
          font: `${theme.typography.body2.fontSize ?? '0.875rem'} ${theme.typography.fontFamily ?? 'sans-serif'}`,
        }}
      >
        <div>{formatX(String(label ?? ''))}</div>
        <div>{`${title}: ${Number.isFinite(value) ? formatValue(value) : '—'}`}</div>
      </div>
    );
  };
  const activeDot = { r: 4, fill: color, stroke: palette.background.paper, strokeWidth: 2 };
  return (
    <ComposedChart width={width} height={height} data={layout.rows} margin={layout.margin} accessibilityLayer={false}>
      {/* No vertical lines; without the generator, recharts would still work out (and measure) where they go. */}
      <CartesianGrid
        strokeDasharray="3 3"
        stroke={palette.divider}
        vertical={false}
        verticalCoordinatesGenerator={noLines}
      />
      <XAxis
        dataKey={xKey}
        ticks={layout.ticks}
        interval={0}
        tick={xTick}
        stroke={palette.divider}
        tickSize={TICK_SIZE}
        tickMargin={TICK_MARGIN}
      />
      <YAxis
        domain={layout.y.domain}
        ticks={layout.y.ticks}
        interval={0}
        tick={yTick}
        width={layout.yWidth}
        stroke={palette.divider}
        tickSize={TICK_SIZE}
        tickMargin={TICK_MARGIN}
      />
      <Tooltip
        content={readout}
        isAnimationActive={false}
        cursor={
          kind === 'bar'
            ? { fill: alpha(palette.text.primary, 0.06) }
            : { stroke: palette.text.secondary, strokeDasharray: '3 3' }
        }
      />
      {kind === 'bar' ? (
        <Bar dataKey={yKey} fill={color} isAnimationActive={false} maxBarSize={48} />
      ) : kind === 'area' ? (
        <Area
          dataKey={yKey}
          stroke={color}
          strokeWidth={2}
          fill={color}
          fillOpacity={0.2}
          dot={false}
          activeDot={activeDot}
          isAnimationActive={false}
        />
      ) : (
        <Line
          dataKey={yKey}
          stroke={color}
          strokeWidth={2}
          dot={false}
          activeDot={activeDot}
          isAnimationActive={false}
        />
      )}
    </ComposedChart>
  );
}
