import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DashboardStats } from '../../api/contract/stats';
import { summary, weeklyTotals } from './chartData';
import { MetricChart } from './MetricChart';

/**
 * The dashboard's charts (recharts, loaded with this module only): API request traffic, data
 * volume (MB), file volume (MB), weekly total of requests, users.
 */
export default function DashboardCharts({ stats }: { stats: DashboardStats }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
  const formatX = (value: string) => (value ? day.format(new Date(value)) : '');
  const formatY = (value: number) => compact.format(value);
  const points = stats.points as unknown as Record<string, string | number>[];
  const weeks = weeklyTotals(stats.points) as unknown as Record<string, string | number>[];
  const describe = (key: string, rows: Record<string, string | number>[], text: string) => {
    const { total, peak, last } = summary(rows, key);
    return translate(text, { days: rows.length, total: number.format(total), peak: number.format(peak), last: number.format(last) });
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
        <MetricChart key={chart.id} id={`chart-${chart.id}`} title={translate(`dashboard.charts.${chart.id}`)}
          description={`${translate(`dashboard.charts.${chart.id}`)}: ${describe(chart.yKey, chart.data, chart.text)}`}
          kind={chart.kind} data={chart.data} xKey={chart.xKey} yKey={chart.yKey} formatX={formatX} formatY={formatY}
        />
      ))}
    </Box>
  );
}
