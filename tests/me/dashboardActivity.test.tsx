import { screen } from '@testing-library/react';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { loadMessages } from '../../i18n/locales';

const sim = startSimulator();

// The charts module loads lazily: transform it once before the tests, so a test's own waits
// measure the console, not the test runner compiling modules on a loaded machine. uPlot itself
// never loads here: jsdom has no canvas, so the cards show their titles and text alternatives
// without a drawing.
beforeAll(async () => {
  await import('../../src/pages/dashboard/DashboardCharts');
}, 120_000);

describe('dashboard', () => {
  it('shows the week totals and the five charts with their text alternatives', { timeout: 40_000 }, async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/', { services });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    for (const title of ['API request traffic', 'Data volume (MB)', 'File volume (MB)', 'Weekly total of API requests'])
      expect(await screen.findByRole('heading', { level: 2, name: title }, { timeout: 20000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^API request traffic: last 56 days, total/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Users: last 56 days, now \d+ users/ })).toBeInTheDocument();
  });

  it('says the statistics could not be loaded, without charts', async () => {
    sim.faults.add({ method: 'GET', path: '/stats/dashboard', status: 500 });
    const services = testServices();
    await signIn(services);
    renderApp('/', { services });
    expect(await screen.findByText('Statistics could not be loaded.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'API request traffic' })).not.toBeInTheDocument();
  });

  it("writes the week's totals in the console's language", async () => {
    const days = Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-1${i}`, requests: 1, data_mb: 1, files_mb: 1, users: 1 }));
    sim.faults.add({ method: 'GET', path: '/stats/dashboard', status: 200, body: { points: days, week: { requests: 12345, data_mb: 2048.5, files_mb: 1, users: 3 } } });
    const services = testServices();
    await signIn(services);
    renderApp('/', { services, initialLocale: { locale: 'de', messages: await loadMessages('de') } });
    expect(await screen.findByText('12.345', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('2.048,5')).toBeInTheDocument();
  });

  it('shows the empty state when there is no activity', async () => {
    const days = Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-1${i}`, requests: 0, data_mb: 0, files_mb: 0, users: 0 }));
    sim.faults.add({ method: 'GET', path: '/stats/dashboard', status: 200, body: { points: days, week: { requests: 0, data_mb: 0, files_mb: 0, users: 0 } } });
    const services = testServices();
    await signIn(services);
    renderApp('/', { services });
    expect(await screen.findByText('No activity yet', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('activity log of the signed-in user', () => {
  it('lists my own history entries, newest first', async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/me/activity', { services });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity log' }, { timeout: 8000 })).toBeInTheDocument();
    expect((await screen.findAllByText('Signed in')).length).toBeGreaterThan(0);
    expect(sim.requests.some((r) => /^\/user\/1\/history/.test(r.path))).toBe(true);
  });
});
