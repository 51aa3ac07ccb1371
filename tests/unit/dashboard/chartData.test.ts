import { summary, weeklyTotals } from '../../../src/pages/dashboard/chartData';

const day = (date: string, requests: number) => ({ date, requests, data_mb: 0, files_mb: 0, users: 0 });

describe('weeklyTotals', () => {
  it('sums requests in 7-day groups ending with the latest day, oldest first, each named by its first day', () => {
    const points = Array.from({ length: 10 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`, i + 1));
    expect(weeklyTotals(points)).toEqual([
      { week: '2026-11-01', requests: 1 + 2 + 3 },
      { week: '2026-11-04', requests: 4 + 5 + 6 + 7 + 8 + 9 + 10 },
    ]);
    expect(weeklyTotals([])).toEqual([]);
  });
});

describe('summary', () => {
  it("gives a metric's total, peak and latest value (0 for no rows)", () => {
    expect(summary([{ requests: 3 }, { requests: 9 }, { requests: 4 }], 'requests')).toEqual({
      total: 16,
      peak: 9,
      last: 4,
    });
    expect(summary([], 'requests')).toEqual({ total: 0, peak: 0, last: 0 });
  });
});
