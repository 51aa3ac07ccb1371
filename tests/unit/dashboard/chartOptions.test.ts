import type uPlot from 'uplot';
import { alignedSeries } from '../../../src/pages/dashboard/chartData';
import { chartOptions, xLabel, type ChartKind, type ChartLook } from '../../../src/pages/dashboard/chartOptions';

const look: ChartLook = { color: '#1976d2', areaFill: 'rgba(25, 118, 210, 0.2)', grid: 'rgba(0, 0, 0, 0.12)', text: 'rgba(0, 0, 0, 0.6)', surface: '#fff', fontFamily: 'Roboto, sans-serif', fontSize: 12 };
const labels = ['2026-11-01', '2026-11-02', '2026-11-03'];
const formatX = (value: string) => `d:${value.slice(8)}`;
const formatY = (value: number) => `${value / 1000}K`;
const bars = vi.fn((_opts?: uPlot.Series.BarsPathBuilderOpts) => 'bars-path' as unknown as uPlot.Series.PathBuilder);
const lib = { paths: { bars }, rangeNum: vi.fn((min: number, max: number) => [min, max * 1.1] as uPlot.Range.MinMax) } as unknown as Pick<typeof uPlot, 'paths' | 'rangeNum'>;
/** Every character 6 px wide. */
const measure = (text: string) => text.length * 6;
const options = (kind: ChartKind, rows = labels) => chartOptions(lib, { kind, labels: rows, formatX, formatY, look, width: 500, height: 240, measure });
const fakePlot = {} as uPlot;

describe('alignedSeries', () => {
  it('puts the rows in uPlot aligned form: x by position, y the metric, the raw x values as labels', () => {
    const rows: Record<string, string | number>[] = [{ date: '2026-11-01', requests: 10 }, { date: '2026-11-02', requests: '12' }, { date: '2026-11-03' }, { date: '2026-11-04', requests: 'n/a' }];
    expect(alignedSeries(rows, 'date', 'requests')).toEqual({
      labels: ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'],
      xs: [0, 1, 2, 3],
      ys: [10, 12, null, null],
    });
    expect(alignedSeries([], 'date', 'requests')).toEqual({ labels: [], xs: [], ys: [] });
  });
});

describe('xLabel', () => {
  it('formats the label of a row position, and nothing between or beyond the rows', () => {
    expect(xLabel(1, labels, formatX)).toBe('d:02');
    expect(xLabel(1.5, labels, formatX)).toBe('');
    expect(xLabel(-1, labels, formatX)).toBe('');
    expect(xLabel(3, labels, formatX)).toBe('');
  });
});

describe('chartOptions', () => {
  it('draws an area: line in the series colour, translucent fill, no points', () => {
    const { series } = options('area');
    expect(series[1]).toMatchObject({ stroke: look.color, fill: look.areaFill, width: 2, points: { show: false } });
    expect(series[1]?.paths).toBeUndefined();
  });

  it('draws a line without fill', () => {
    expect(options('line').series[1]).not.toHaveProperty('fill');
  });

  it('draws bars with uPlot bars paths, filled in the series colour', () => {
    const { series } = options('bar');
    expect(series[1]).toMatchObject({ fill: look.color, stroke: look.color, paths: 'bars-path' });
    expect(bars).toHaveBeenCalledWith(expect.objectContaining({ size: [0.8, 48] }));
  });

  it('ranges x over the positions, with half a step of room for bars and a single point', () => {
    expect(options('line').scales?.x?.range).toEqual([0, 2]);
    expect(options('bar').scales?.x?.range).toEqual([-0.5, 2.5]);
    expect(options('line', ['2026-11-01']).scales?.x?.range).toEqual([-0.5, 0.5]);
    expect(options('bar', []).scales?.x?.range).toEqual([-0.5, 0.5]);
  });

  it('starts y at 0 whatever the data', () => {
    const range = options('line').scales?.y?.range as uPlot.Range.Function;
    expect(range(fakePlot, 40, 45, 'y')).toEqual([0, 45 * 1.1]);
    expect(range(fakePlot, 0, 0, 'y')).toEqual([0, 0]);
  });

  it('labels the axes with formatX and formatY, in the theme font and text colour, with a dashed grid', () => {
    const [x, y] = options('area').axes ?? [];
    const xValues = x?.values as uPlot.Axis.DynamicValues;
    const yValues = y?.values as uPlot.Axis.DynamicValues;
    expect(xValues(fakePlot, [0, 1, 2, 2.5], 0, 60, 1)).toEqual(['d:01', 'd:02', 'd:03', '']);
    expect(yValues(fakePlot, [0, 5000, 10000], 1, 40, 5000)).toEqual(['0K', '5K', '10K']);
    for (const axis of [x, y]) {
      expect(axis).toMatchObject({ font: '12px Roboto, sans-serif', stroke: look.text, grid: { stroke: look.grid, dash: [3, 3] } });
    }
  });

  it('spaces the x labels by the widest one, and sizes the y axis to its widest value', () => {
    const [x, y] = options('area').axes ?? [];
    expect(x?.space).toBe(Math.max(40, 'd:01'.length * 6 + 16));
    const size = y?.size as (self: uPlot, values: string[], axisIdx: number, cycleNum: number) => number;
    expect(size(fakePlot, ['0', '12.5K'], 1, 0)).toBe(4 + 4 + 30 + 2);
  });

  it('hides the legend, keeps the cursor from zooming, and passes the size and plugins', () => {
    const plugin: uPlot.Plugin = { hooks: {} };
    const built = chartOptions(lib, { kind: 'bar', labels, formatX, formatY, look, width: 320, height: 240, measure, plugins: [plugin] });
    expect(built).toMatchObject({ width: 320, height: 240, legend: { show: false }, cursor: { drag: { setScale: false, x: false, y: false } } });
    expect(built.plugins).toEqual([plugin]);
  });
});
