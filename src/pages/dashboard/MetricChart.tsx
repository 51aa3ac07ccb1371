import { useEffect, useRef, useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface MetricChartProps {
  id: string;
  title: string;
  /** Text alternative of the chart (its figures in words). */
  description: string;
  kind: 'area' | 'bar' | 'line';
  data: readonly Record<string, string | number>[];
  xKey: string;
  yKey: string;
  formatX: (value: string) => string;
  formatY: (value: number) => string;
}

/**
 * Whether the element is on screen or close to it (200 px), then stays true.
 * A drawing is costly (~50 ms of main thread per chart on a mid-range phone) and most charts start
 * below the fold on a phone: they are drawn when the reader scrolls near them, or before printing.
 * Without IntersectionObserver (old browsers, jsdom) everything is drawn at once.
 */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: '200px 0px' });
    observer.observe(element);
    window.addEventListener('beforeprint', show);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', show);
    };
  }, [near]);
  return { ref, near };
}

/**
 * One dashboard chart in a card: heading, the recharts drawing (decorative for screen readers,
 * drawn once near the viewport; its box keeps the size meanwhile), its text alternative.
 */
export function MetricChart({ id, title, description, kind, data, xKey, yKey, formatX, formatY }: MetricChartProps) {
  const { ref, near } = useNearViewport();
  const theme = useTheme();
  const color = theme.palette.primary.main;
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" stroke={theme.palette.divider} />,
    <XAxis key="x" dataKey={xKey} tickFormatter={formatX} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} minTickGap={16} />,
    <YAxis key="y" tickFormatter={formatY} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} width={56} />,
    <Tooltip key="tip" labelFormatter={(label) => formatX(String(label))} formatter={(value) => [formatY(Number(value)), title]}
      contentStyle={{ background: theme.palette.background.paper, color: theme.palette.text.primary }} />,
  ];
  const rows = [...data];
  return (
    <Card component="article" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box ref={ref} role="img" aria-label={description} sx={{ height: 240 }}>
          {near && (
            <ResponsiveContainer width="100%" height="100%">
              {kind === 'bar' ? (
                <BarChart data={rows} accessibilityLayer={false}>
                  {axes}
                  <Bar dataKey={yKey} fill={color} isAnimationActive={false} />
                </BarChart>
              ) : kind === 'area' ? (
                <AreaChart data={rows} accessibilityLayer={false}>
                  {axes}
                  <Area dataKey={yKey} stroke={color} fill={color} fillOpacity={0.2} isAnimationActive={false} />
                </AreaChart>
              ) : (
                <LineChart data={rows} accessibilityLayer={false}>
                  {axes}
                  <Line dataKey={yKey} stroke={color} dot={false} isAnimationActive={false} />
                </LineChart>
              )}
            </ResponsiveContainer>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
