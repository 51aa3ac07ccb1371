import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardStats } from '../../api/contract/stats';
import { summary, weeklyTotals } from './chartData';
import { MetricChart } from './MetricChart';
import { numberFormat } from '../../framework/i18n/localeFormats';
import { useCurrentLocale } from '../../framework/i18n/useCurrentLocale';

/**
 * The dashboard's charts (drawn by recharts, its own chunks, downloaded alongside this module by
 * DashboardPage): API request traffic, data volume (MB), file volume (MB), weekly total of
 * requests, users.
 */
export default function DashboardCharts({ stats }: { stats: DashboardStats }) {
  const translate = useTranslate();
  const locale = useCurrentLocale();
  // Memoised on the language: new formatters would draw every chart again.
  const formats = useMemo(() => {
    const number = numberFormat(locale);
    const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
    return {
      number: (value: number) => number.format(value),
      x: (value: string) => (value ? day.format(new Date(value)) : ''),
      y: (value: number) => compact.format(value),
    };
  }, [locale]);
  const points = useMemo(() => stats.points as unknown as Record<string, string | number>[], [stats.points]);
  const weeks = useMemo(
    () => weeklyTotals(stats.points) as unknown as Record<string, string | number>[],
    [stats.points],
  );
  const describe = (key: string, rows: Record<string, string | number>[], text: string) => {
    const { total, peak, last } = summary(rows, key);
    return translate(text, {
      days: rows.length,
      total: formats.number(total),
      peak: formats.number(peak),
      last: formats.number(last),
    });
  };
  const charts = [
    { id: 'requests', kind: 'area', data: points, xKey: 'date', yKey: 'requests', text: 'dashboard.describe.daily' },
    { id: 'data_mb', kind: 'bar', data: points, xKey: 'date', yKey: 'data_mb', text: 'dashboard.describe.daily' },
    { id: 'files_mb', kind: 'bar', data: points, xKey: 'date', yKey: 'files_mb', text: 'dashboard.describe.daily' },
    { id: 'weekly', kind: 'bar', data: weeks, xKey: 'week', yKey: 'requests', text: 'dashboard.describe.weekly' },
    { id: 'users', kind: 'line', data: points, xKey: 'date', yKey: 'users', text: 'dashboard.describe.users' },
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mt: 2 }}>
      {charts.map((chart) => (
        <MetricChart
          key={chart.id}
          id={`chart-${chart.id}`}
          title={translate(`dashboard.charts.${chart.id}`)}
          description={`${translate(`dashboard.charts.${chart.id}`)}: ${describe(chart.yKey, chart.data, chart.text)}`}
          kind={chart.kind}
          data={chart.data}
          xKey={chart.xKey}
          yKey={chart.yKey}
          formatX={formats.x}
          formatY={formats.y}
          formatValue={formats.number}
        />
      ))}
    </Box>
  );
}
