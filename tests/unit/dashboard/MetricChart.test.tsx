import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { MetricChart, type MetricChartProps } from '../../../src/pages/dashboard/MetricChart';
import { stubChartLayout } from '../../support/chartLayout';

beforeEach(() => stubChartLayout());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rows = [
  { date: '2026-11-01', requests: 1200 },
  { date: '2026-11-02', requests: 3400 },
  { date: '2026-11-03', requests: 2100 },
];
const formatX = (value: string) => `day ${value.slice(8)}`;
const formatY = (value: number) => `${value / 1000}K`;
const formatValue = (value: number) => value.toLocaleString('en');

function renderChart(props: Partial<MetricChartProps> = {}, mode: 'light' | 'dark' = 'light') {
  const theme = createTheme({ palette: { mode, primary: { main: mode === 'light' ? '#1565c0' : '#90caf9' } } });
  return render(
    <ThemeProvider theme={theme}>
      <MetricChart
        id="chart-requests"
        title="API request traffic"
        description="API request traffic: last 3 days, total 6,700"
        kind="area"
        data={rows}
        xKey="date"
        yKey="requests"
        formatX={formatX}
        formatY={formatY}
        formatValue={formatValue}
        {...props}
      />
    </ThemeProvider>,
  );
}

/** The chart's box (an image named by its text alternative) once recharts has drawn an SVG in it. */
async function drawnChart() {
  const box = screen.getByRole('img', { name: /^API request traffic: / });
  await waitFor(() => expect(box.querySelector('svg.recharts-surface')).not.toBeNull(), { timeout: 10_000 });
  return box;
}

describe('MetricChart', () => {
  it('shows its heading and an image named by its text alternative, drawn by recharts at the box size', async () => {
    renderChart();
    expect(screen.getByRole('heading', { level: 2, name: 'API request traffic' })).toBeInTheDocument();
    const box = await drawnChart();
    const svg = box.querySelector('svg.recharts-surface')!;
    expect(svg.getAttribute('width')).toBe('600');
    expect(svg.getAttribute('height')).toBe('240');
    // The axes are labelled with the locale formats.
    for (const label of ['day 01', 'day 02', 'day 03', '0K', '1K', '2K', '3K', '4K'])
      expect(within(box).getByText(label)).toBeInTheDocument();
  });

  it.each([
    ['area', '.recharts-area-curve', 'stroke'],
    ['line', '.recharts-line-curve', 'stroke'],
    ['bar', '.recharts-bar-rectangle path', 'fill'],
  ] as const)('draws a %s series in the theme primary colour, light and dark', async (kind, selector, paint) => {
    for (const [mode, colour] of [
      ['light', '#1565c0'],
      ['dark', '#90caf9'],
    ] as const) {
      const { unmount } = renderChart({ kind }, mode);
      const box = await drawnChart();
      await waitFor(() => expect(box.querySelector(selector)).not.toBeNull());
      expect(box.querySelector(selector)!.getAttribute(paint)).toBe(colour);
      unmount();
    }
  });

  it('reads out the point under the mouse: its date and "<title>: <value>"', async () => {
    renderChart();
    const box = await drawnChart();
    const wrapper = box.querySelector('.recharts-wrapper')!;
    // x of the second of three points, in a 600 px wide plot
    await act(async () => {
      fireEvent.mouseMove(wrapper, { clientX: 330, clientY: 100 });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const value = await within(box).findByText('API request traffic: 3,400');
    expect(value.closest('.chart-readout')).toHaveTextContent(/^day 02API request traffic: 3,400$/);
  });

  it('draws only once the chart comes near the viewport; the box keeps its place meanwhile', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly targets: Element[] = [];
        constructor(readonly callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    renderChart();
    const box = screen.getByRole('img', { name: /^API request traffic: / });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(box.querySelector('svg')).toBeNull();
    expect(observers[0]?.targets).toEqual([box]);
    act(() =>
      observers[0]!.callback(
        [{ isIntersecting: true, target: box } as unknown as IntersectionObserverEntry],
        observers[0] as unknown as IntersectionObserver,
      ),
    );
    await drawnChart();
  });
});
