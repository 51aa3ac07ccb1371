import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { stubChartLayout } from '../support/chartLayout';
import { loadMessages } from '../../i18n/locales';

const sim = startSimulator();

// The charts load lazily (their module, then recharts): transform them once before the tests, so a
// test's own waits measure the console, not the test runner compiling modules on a loaded machine.
beforeAll(async () => {
  await Promise.all([
    import('../../src/pages/dashboard/DashboardCharts'),
    import('../../src/pages/dashboard/ChartDrawing'),
  ]);
}, 120_000);

/** The charts' titles, each the start of the text alternative that names the chart's drawing. */
const CHARTS = ['API request traffic', 'Data volume (MB)', 'File volume (MB)', 'Weekly total of API requests', 'Users'];
const WEEK_TOTALS = ['API requests this week', 'Data volume this week (MB)', 'File volume this week (MB)', 'Users'];

const chartBox = (title: string) =>
  screen.getByRole('img', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}: `) });

describe('dashboard', () => {
  beforeEach(() => stubChartLayout());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it(
    'shows the week totals and the five charts, drawn, with their text alternatives',
    { timeout: 40_000 },
    async () => {
      const services = testServices();
      await signIn(services);
      renderApp('/', { services });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 8000 }),
      ).toBeInTheDocument();
      for (const label of WEEK_TOTALS) {
        const card = (await screen.findAllByRole('article', { name: label }, { timeout: 8000 }))[0]!;
        expect(await within(card).findByText(/^\d[\d,.]*$/)).toBeInTheDocument();
      }
      for (const title of CHARTS) {
        const headings = await screen.findAllByRole('heading', { level: 2, name: title }, { timeout: 20000 });
        expect(headings.length).toBe(title === 'Users' ? 2 : 1); // the users' week total has the same title
      }
      expect(screen.getByRole('img', { name: /^API request traffic: last 56 days, total/ })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: /^Users: last 56 days, now \d+ users/ })).toBeInTheDocument();
      // recharts draws each chart: an SVG at the box's width with its series.
      for (const title of CHARTS) {
        await waitFor(() => expect(chartBox(title).querySelector('svg.recharts-surface[width="600"]')).not.toBeNull(), {
          timeout: 10_000,
        });
        expect(
          chartBox(title).querySelector('.recharts-area-curve, .recharts-line-curve, .recharts-bar-rectangle'),
        ).not.toBeNull();
      }
    },
  );

  it(
    'says the statistics could not be loaded, without charts, and tries again on request',
    { timeout: 40_000 },
    async () => {
      // The first call and the query's three retries fail; the one the button asks for succeeds.
      sim.faults.add({ method: 'GET', path: '/stats/dashboard', status: 500, times: 4 });
      const services = testServices();
      await signIn(services);
      renderApp('/', { services });
      const alert = await screen.findByText('Statistics could not be loaded.', {}, { timeout: 15_000 });
      expect(screen.queryByRole('heading', { name: 'API request traffic' })).not.toBeInTheDocument();
      expect(
        within(screen.getByRole('article', { name: 'API requests this week' })).getByText('—'),
      ).toBeInTheDocument();
      fireEvent.click(within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Try again' }));
      expect(
        await screen.findByRole('heading', { level: 2, name: 'API request traffic' }, { timeout: 20000 }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Statistics could not be loaded.')).not.toBeInTheDocument();
    },
  );

  it("writes the week's totals in the console's language", async () => {
    const days = Array.from({ length: 7 }, (_, i) => ({
      date: `2026-11-1${i}`,
      requests: 1,
      data_mb: 1,
      files_mb: 1,
      users: 1,
    }));
    sim.faults.add({
      method: 'GET',
      path: '/stats/dashboard',
      status: 200,
      body: { points: days, week: { requests: 12345, data_mb: 2048.5, files_mb: 1, users: 3 } },
    });
    const services = testServices();
    await signIn(services);
    renderApp('/', { services, initialLocale: { locale: 'de', messages: await loadMessages('de') } });
    expect(await screen.findByText('12.345', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('2.048,5')).toBeInTheDocument();
  });

  it.each([
    [
      'no activity',
      Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-1${i}`, requests: 0, data_mb: 0, files_mb: 0, users: 0 })),
    ],
    ['no days at all', []],
  ])('shows the empty state instead of charts when there is %s', async (_case, days) => {
    sim.faults.add({
      method: 'GET',
      path: '/stats/dashboard',
      status: 200,
      body: { points: days, week: { requests: 0, data_mb: 0, files_mb: 0, users: 0 } },
    });
    const services = testServices();
    await signIn(services);
    renderApp('/', { services });
    expect(await screen.findByText('No activity yet', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'API request traffic' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^API request traffic: / })).not.toBeInTheDocument();
  });
});

describe('activity log of the signed-in user', () => {
  it('lists my own history entries, newest first', async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/me/activity', { services });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activity log' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('Signed in')).length).toBeGreaterThan(0);
    expect(sim.requests.some((r) => /^\/user\/1\/history/.test(r.path))).toBe(true);
  });
});
