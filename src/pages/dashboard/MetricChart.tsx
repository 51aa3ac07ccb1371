import { useCallback, useMemo } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { alignedSeries } from './chartData';
import { chartOptions, xLabel, type ChartKind, type ChartLook } from './chartOptions';
import { readoutPlugin, type ReadoutLook } from './chartReadout';
import { useNearViewport } from './useNearViewport';
import { useUplot, type UplotChart } from './useUplot';

export interface MetricChartProps {
  id: string;
  title: string;
  /** Text alternative of the chart (its figures in words). */
  description: string;
  kind: ChartKind;
  data: readonly Record<string, string | number>[];
  xKey: string;
  yKey: string;
  /** Formats a row's x value (axis labels and the hover read-out). */
  formatX: (value: string) => string;
  /** Formats y values on the axis. */
  formatY: (value: number) => string;
  /** Formats the value in the hover read-out (default: `formatY`). */
  formatValue?: (value: number) => string;
}

/** Height of the drawing in CSS pixels: the box keeps it before and while the chart draws (no layout shift). */
const HEIGHT = 240;

/**
 * One dashboard chart in a card: heading, the uPlot drawing (a canvas, decorative for screen
 * readers: the box is an image named by the text alternative; drawn once near the viewport, its
 * box keeps the size meanwhile), with a read-out of the point under the mouse. Theme colours and
 * font, so it fits the light and the dark theme. `formatX`/`formatY`/`formatValue` should be
 * memoised: new functions draw the chart again.
 */
export function MetricChart({ id, title, description, kind, data, xKey, yKey, formatX, formatY, formatValue = formatY }: MetricChartProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const theme = useTheme();
  const series = useMemo(() => alignedSeries(data, xKey, yKey), [data, xKey, yKey]);
  const look = useMemo<ChartLook>(
    () => ({
      color: theme.palette.primary.main,
      areaFill: alpha(theme.palette.primary.main, 0.2),
      grid: theme.palette.divider,
      text: theme.palette.text.secondary,
      surface: theme.palette.background.paper,
      fontFamily: theme.typography.fontFamily ?? 'sans-serif',
      fontSize: 12,
    }),
    [theme],
  );
  const readout = useMemo<ReadoutLook>(
    () => ({
      background: theme.palette.background.paper,
      color: theme.palette.text.primary,
      border: theme.palette.divider,
      shadow: theme.shadows[2],
      radius: `${theme.shape.borderRadius}px`,
      font: cssFont(theme.typography.body2.fontSize, theme.typography.fontFamily),
    }),
    [theme],
  );
  const chart = useCallback<UplotChart>(
    (lib, size) => {
      const { labels, xs, ys } = series;
      const read = (index: number) => {
        const value = ys[index];
        return [xLabel(index, labels, formatX), `${title}: ${value == null ? '—' : formatValue(value)}`];
      };
      const options = chartOptions(lib, { kind, labels, formatX, formatY, look, ...size, plugins: [readoutPlugin(read, readout)] });
      return { options, data: [xs, ys] };
    },
    [series, kind, title, formatX, formatY, formatValue, look, readout],
  );
  useUplot(ref, near, chart);
  return (
    <Card component="article" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box ref={ref} role="img" aria-label={description} sx={{ height: HEIGHT, minWidth: 0 }} />
      </CardContent>
    </Card>
  );
}

/** A CSS font shorthand from a theme size (a CSS length, or pixels) and family. */
function cssFont(size: string | number | undefined, family: string | undefined): string {
  return `${typeof size === 'number' ? `${size}px` : (size ?? '0.875rem')} ${family ?? 'sans-serif'}`;
}
