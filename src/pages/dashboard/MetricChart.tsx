import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ChartKind } from './ChartDrawing';
import { useChartDrawing } from './useChartDrawing';
import { useNearViewport } from './useNearViewport';

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
 * One dashboard chart in a card: heading, and the recharts drawing (an SVG, decorative for screen
 * readers: the box is an image named by the text alternative; drawn once near the viewport, its
 * box keeps the size meanwhile, and it follows the box's width), with a read-out of the point
 * under the mouse. Theme colours and font, so it fits the light and the dark theme.
 */
export function MetricChart({
  id,
  title,
  description,
  kind,
  data,
  xKey,
  yKey,
  formatX,
  formatY,
  formatValue = formatY,
}: MetricChartProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const drawing = useChartDrawing(ref, near);
  return (
    <Card component="article" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box ref={ref} role="img" aria-label={description} sx={{ height: HEIGHT, minWidth: 0 }}>
          {drawing && drawing.width > 0 && (
            <drawing.Drawing
              title={title}
              kind={kind}
              data={data}
              xKey={xKey}
              yKey={yKey}
              width={drawing.width}
              height={HEIGHT}
              formatX={formatX}
              formatY={formatY}
              formatValue={formatValue}
            />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
