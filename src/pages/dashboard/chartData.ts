import type { DashboardStats } from '../../api/contract/stats';

export type Point = DashboardStats['points'][number];
export type Metric = 'requests' | 'data_mb' | 'files_mb' | 'users';

/** Weekly totals of API requests: consecutive 7-day groups ending with the latest day (oldest first). */
export function weeklyTotals(points: readonly Point[]): { week: string; requests: number }[] {
  const weeks: { week: string; requests: number }[] = [];
  for (let end = points.length; end > 0; end -= 7) {
    const slice = points.slice(Math.max(0, end - 7), end);
    weeks.unshift({ week: slice[0]?.date ?? '', requests: slice.reduce((sum, p) => sum + p.requests, 0) });
  }
  return weeks;
}

/** Total and peak of a metric, for the chart's text alternative. */
export function summary(
  points: readonly { [key: string]: number | string }[],
  key: string,
): { total: number; peak: number; last: number } {
  const values = points.map((p) => Number(p[key] ?? 0));
  return {
    total: values.reduce((a, b) => a + b, 0),
    peak: values.length ? Math.max(...values) : 0,
    last: values.at(-1) ?? 0,
  };
}
