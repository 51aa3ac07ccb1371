import { labelWidth, niceCeil, xTicks, yAxisWidth, yScale } from '../../../src/pages/dashboard/chartLayout';

describe('labelWidth', () => {
  it('estimates a label at 0.62 em a character, 1 em for wide (CJK) ones, in 12 px type', () => {
    expect(labelWidth('Nov 24')).toBe(Math.ceil(6 * 0.62 * 12));
    expect(labelWidth('11月24日')).toBe(Math.ceil((4 * 0.62 + 2) * 12));
    expect(labelWidth('')).toBe(0);
  });
});

describe('niceCeil', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0, -3, 0.75, 3, 12.5, 600, 1000, 2400].map(niceCeil)).toEqual([0, 0, 1, 5, 20, 1000, 1000, 2500]);
  });
});

describe('yScale', () => {
  it('runs from 0 in four nice steps up to at least the maximum', () => {
    expect(yScale(2400)).toEqual({ domain: [0, 4000], ticks: [0, 1000, 2000, 3000, 4000] });
    expect(yScale(60)).toEqual({ domain: [0, 80], ticks: [0, 20, 40, 60, 80] });
    expect(yScale(0.3).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
    expect(yScale(0)).toEqual({ domain: [0, 4], ticks: [0, 1, 2, 3, 4] });
  });
});

describe('yAxisWidth', () => {
  it('leaves room for the widest formatted tick, the tick and its margin', () => {
    const formatY = (value: number) => `${value / 1000}K`;
    expect(yAxisWidth([0, 1000, 2000, 3000, 4000], formatY)).toBe(labelWidth('0K') + 6 + 4 + 2);
    expect(yAxisWidth([0, 5000, 10000, 15000, 20000], formatY)).toBe(labelWidth('20K') + 6 + 4 + 2);
  });
});

describe('xTicks', () => {
  const days = Array.from({ length: 56 }, (_, i) => `d${String(i).padStart(2, '0')}`);
  const formatX = (value: string) => `Nov ${value.slice(1)}`; // 6 characters: ~45 px, 61 px with the gap

  it('labels every step-th day back from the latest, the step (1, 2, 7, 14…) the first that fits', () => {
    // 300 px over 55 gaps: 5.5 px a day; 14 days (76 px) is the first step over 61 px.
    expect(xTicks(days, formatX, 300, false)).toEqual(['d13', 'd27', 'd41', 'd55']);
    // 1000 px: 18 px a day, a week (127 px) fits.
    expect(xTicks(days, formatX, 1000, false)).toEqual(['d06', 'd13', 'd20', 'd27', 'd34', 'd41', 'd48', 'd55']);
  });

  it('counts slots, not gaps, for bars', () => {
    const weeks = days.slice(0, 8);
    expect(xTicks(weeks, formatX, 300, true)).toEqual(['d01', 'd03', 'd05', 'd07']); // 37.5 px a bar: every second
    expect(xTicks(weeks, formatX, 600, true)).toEqual(weeks); // 75 px a bar: all
  });

  it('labels nothing without rows, and the single row when there is one', () => {
    expect(xTicks([], formatX, 300, false)).toEqual([]);
    expect(xTicks(['d00'], formatX, 300, false)).toEqual(['d00']);
  });
});
