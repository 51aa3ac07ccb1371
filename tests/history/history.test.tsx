import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryRow } from '../../simulator/store';
import { diffValues } from '../../src/pages/history/diffValues';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();
const acme = () => sim.store.orgs.get('acme')!;

/** Replaces the subject's seeded history with `count` known entries (newest has index count-1). */
function seedHistory(
  subject: HistoryRow['subject'],
  subjectId: string,
  count: number,
  extra: Partial<HistoryRow>[] = [],
) {
  const table = acme().tables.history;
  table.rows = table.rows.filter((h) => !(h.subject === subject && h.subject_id === subjectId));
  for (let i = 0; i < count; i += 1)
    table.insert({
      subject,
      subject_id: subjectId,
      event: i % 2 ? 'signed_in' : 'changed',
      field: i % 2 ? null : 'name',
      before: `Name ${i}`,
      after: `Name ${i + 1}`,
      browser: 'Firefox 133',
      os: 'Linux',
      device: 'desktop',
      created_at: `2026-11-${String(1 + i).padStart(2, '0')}T10:00:00.000Z`,
    });
  for (const row of extra)
    table.insert({
      subject,
      subject_id: subjectId,
      event: 'changed',
      field: null,
      before: null,
      after: null,
      browser: null,
      os: null,
      device: null,
      created_at: '2026-11-19T10:00:00.000Z',
      ...row,
    });
}

const historyRequests = (path: string) => sim.requests.filter((r) => r.method === 'GET' && r.path === path);
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('user history (/user/activity/:id)', () => {
  it('shows entries 10 per page from page 1, with event, readable change, browser, OS, device and date', async () => {
    const user = userEvent.setup();
    seedHistory('user', '2', 12);
    const username = (acme().tables.user.get('2') as unknown as { username: string }).username;
    const services = testServices();
    await signIn(services);
    renderApp('/user/activity/2', { services });
    // The user's record page with its Activity tab (the page's h1 names the user).
    expect(await screen.findByRole('heading', { level: 1, name: username }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Activity');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/user');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const newest = bodyRows()[0]!;
    expect(within(newest).getByText('Signed in')).toBeInTheDocument(); // index 11: signed_in
    const changed = bodyRows()[1]!;
    expect(changed).toHaveTextContent('name: Name 10 → becomes Name 11');
    expect(within(changed).getByText('Name 10').tagName).toBe('DEL');
    expect(within(changed).getByText('Name 11').tagName).toBe('INS');
    for (const text of ['Firefox 133', 'Linux', 'desktop']) expect(within(changed).getByText(text)).toBeInTheDocument();
    expect(historyRequests('/user/2/history')[0]!.path).toBe('/user/2/history');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText('1–10 of 12'.replace('1–10', '11–12'))).toBeInTheDocument();
  });

  it('keeps the shown page on screen while the next one loads, then replaces it', async () => {
    const user = userEvent.setup();
    seedHistory('user', '4', 12);
    const services = testServices();
    await signIn(services);
    renderApp('/user/activity/4', { services });
    await waitFor(() => expect(bodyRows()).toHaveLength(10), { timeout: 10_000 });
    expect(screen.queryByRole('progressbar', { name: 'Loading the history' })).not.toBeInTheDocument();
    sim.faults.add({ method: 'GET', path: '/user/4/history', delayMs: 600, times: 1 });

    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the history' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10); // page 1 stays while page 2 is on its way: no empty table
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByRole('progressbar', { name: 'Loading the history' })).not.toBeInTheDocument();
  });

  it('filters by event and by date', async () => {
    const user = userEvent.setup();
    seedHistory('user', '3', 12);
    const services = testServices();
    await signIn(services);
    renderApp('/user/activity/3', { services });
    await waitFor(() => expect(bodyRows()).toHaveLength(10), { timeout: 10_000 });
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Signed in' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    for (const row of bodyRows()) expect(row).toHaveTextContent('Signed in');
    await user.type(screen.getByLabelText('From'), '2026-11-09');
    await waitFor(() => expect(bodyRows()).toHaveLength(2)); // signed_in on the 10th and 12th
    await user.type(screen.getByLabelText('To'), '2026-11-10');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });
});

describe('auth type history (/auth-type/activity/:id)', () => {
  it('shows object changes key by key and hook events', async () => {
    seedHistory('auth_type', '2', 0, [
      {
        event: 'changed',
        field: 'details',
        before: { prefix: 'Basic', header: 'Authorization' },
        after: { prefix: 'Token', header: 'Authorization' },
      },
      {
        event: 'hook_added',
        field: null,
        before: null,
        after: { url: 'https://hooks.example/a' },
        created_at: '2026-11-19T11:00:00.000Z',
      },
      { event: 'changed', field: 'password', before: null, after: null, created_at: '2026-11-18T11:00:00.000Z' },
    ]);
    const services = testServices();
    await signIn(services);
    renderApp('/auth-type/activity/2', { services });
    // The type's record page with its History tab (the page's h1 names the type).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Basic auth' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('History');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(bodyRows()[0]).toHaveTextContent('Webhook added');
    expect(bodyRows()[0]).toHaveTextContent('url: added: https://hooks.example/a');
    expect(bodyRows()[1]).toHaveTextContent('details.prefix: Basic → becomes Token');
    expect(bodyRows()[1]).not.toHaveTextContent('header');
    expect(bodyRows()[2]).toHaveTextContent('password changed (the value is not recorded)');
    expect(within(bodyRows()[2]!).getAllByText('Unknown')).toHaveLength(3);
  });
});

describe('diffValues', () => {
  it('lists added and removed items of lists', () => {
    expect(diffValues(['1', '2'], ['2', '3'])).toEqual([
      { path: '', change: 'removed', before: ['1'] },
      { path: '', change: 'added', after: ['3'] },
    ]);
    expect(diffValues('a', 'a')).toEqual([]);
    expect(diffValues(null, 'x')).toEqual([{ path: '', change: 'added', after: 'x' }]);
  });
});
