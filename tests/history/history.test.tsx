import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryRow } from '../../simulator/store';
import { diffValues } from '../../src/framework/history/diffValues';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { typeDate } from '../support/typeDate';
import { loadMessages } from '../../i18n/locales';
import { authTypeEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { formatDateTime } from '../../src/framework/i18n/localeFormats';

const sim = startSimulator();
const acme = () => sim.store.orgs.get('acme')!;
afterEach(() => localStorage.clear());

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
      actor: { id: '1', name: 'Acme Admin' },
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
const nameOf = (table: 'project' | 'permission', id: string) =>
  (acme().tables[table].get(id) as unknown as { name?: string; title?: string }) ?? {};

describe('user history (/user/activity/:id)', () => {
  it('shows entries 10 per page from page 1 (event, change, who, browser, OS, device, date), with the lists’ pager and page sizes', async () => {
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
    await waitFor(() => expect(bodyRows()).toHaveLength(10), { timeout: 10_000 });
    const newest = bodyRows()[0]!;
    expect(within(newest).getByText('Signed in')).toBeInTheDocument(); // index 11: signed_in
    const changed = bodyRows()[1]!;
    expect(changed).toHaveTextContent('Name: Name 10 → becomes Name 11');
    expect(within(changed).getByText('Name 10').tagName).toBe('DEL');
    expect(within(changed).getByText('Name 11').tagName).toBe('INS');
    // The device kind in words, and who made the change.
    for (const text of ['Firefox 133', 'Linux', 'Computer', 'Acme Admin'])
      expect(within(changed).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Changed by' })).toBeInTheDocument();
    const first = historyRequests('/user/2/history')[0]!;
    expect(new URLSearchParams(first.query).get('page')).toBe('1');
    expect(new URLSearchParams(first.query).get('page_size')).toBe('10');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText('11-12 of 12')).toBeInTheDocument();

    // The page sizes every list offers.
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '25' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
  }, 60_000);

  it('filters by event and by date with the lists’ filter bar', async () => {
    const user = userEvent.setup();
    seedHistory('user', '3', 12);
    const services = testServices();
    await signIn(services);
    renderApp('/user/activity/3', { services });
    await waitFor(() => expect(bodyRows()).toHaveLength(10), { timeout: 10_000 });
    // The list's saved preferences have been read (applying them later would replace a filter chosen before).
    await waitFor(() =>
      expect(sim.requests.some((r) => r.path.startsWith('/preferences/table.userHistory'))).toBe(true),
    );
    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Signed in' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    for (const row of bodyRows()) expect(row).toHaveTextContent('Signed in');
    await typeDate(user, 'Date from', '11/09/2026');
    await waitFor(() => expect(bodyRows()).toHaveLength(2)); // signed_in on the 10th and 12th
    await typeDate(user, 'Date to', '11/10/2026');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const last = new URLSearchParams(historyRequests('/user/3/history').at(-1)!.query);
    expect(last.get('event')).toBe('signed_in');
    expect(last.get('created_at_from')).toBeTruthy();
    expect(last.get('created_at_to')).toBeTruthy();
  }, 60_000);

  it('names the projects, permissions and authentication types a change refers to, and marks deleted ones', async () => {
    const permissions = acme().tables.permission.rows.slice(0, 2);
    const projects = acme().tables.project.rows.slice(0, 2);
    seedHistory('user', '5', 0, [
      {
        event: 'profile_changed',
        field: 'permissions',
        before: [permissions[0]!.id],
        after: [permissions[0]!.id, permissions[1]!.id, '999'],
        created_at: '2026-11-19T12:00:00.000Z',
      },
      {
        event: 'profile_changed',
        field: 'project_id',
        before: projects[0]!.id,
        after: projects[1]!.id,
        created_at: '2026-11-19T11:00:00.000Z',
      },
      { event: 'credentials_added', field: 'auth_type_id', after: '2', created_at: '2026-11-19T10:00:00.000Z' },
    ]);
    const services = testServices();
    await signIn(services);
    renderApp('/user/activity/5', { services });
    await waitFor(() => expect(bodyRows()).toHaveLength(3), { timeout: 10_000 });
    const [perms, project, credential] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement];
    const permissionName = (id: string) => String(nameOf('permission', id).title);
    await waitFor(() =>
      expect(perms).toHaveTextContent(`Permissions: added: ${permissionName(permissions[1]!.id)}, deleted (999)`),
    );
    expect(project).toHaveTextContent(
      `Project: ${String(nameOf('project', projects[0]!.id).name)} → becomes ${String(nameOf('project', projects[1]!.id).name)}`,
    );
    // Fields by their labels, never the API's names.
    expect(credential).toHaveTextContent('Authentication type: added: Basic auth');
    for (const row of bodyRows()) expect(row).not.toHaveTextContent(/: added: \d|→ becomes \d/);
    // One read per referenced resource for the whole page, not one per row.
    expect(sim.requests.filter((r) => r.method === 'GET' && r.path === '/permission')).toHaveLength(1);
  });
  it('hides a column from the lists’ column chooser', async () => {
    const user = userEvent.setup();
    seedHistory('user', '2', 3);
    const services = testServices();
    await signIn(services);
    renderApp('/user/activity/2', { services });
    await waitFor(() => expect(bodyRows()).toHaveLength(3), { timeout: 10_000 });
    expect(screen.getByRole('columnheader', { name: 'Browser' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('switch', { name: 'Browser' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Browser' })).toBeNull());
    expect(bodyRows()[0]).not.toHaveTextContent('Firefox 133');
    expect(screen.getByRole('columnheader', { name: 'Operating system' })).toBeInTheDocument();
  }, 60_000);
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
    expect(bodyRows()[0]).toHaveTextContent('URL: added: https://hooks.example/a');
    expect(bodyRows()[1]).toHaveTextContent('Details › Prefix: Basic → becomes Token');
    expect(bodyRows()[1]).not.toHaveTextContent('header');
    expect(bodyRows()[2]).toHaveTextContent('Password changed (the value is not recorded)');
    expect(within(bodyRows()[2]!).getAllByText('Unknown')).toHaveLength(3);
  });

  it('records the signed-in administrator as the actor of a change, shown in German with German words and dates', async () => {
    seedHistory('auth_type', '2', 0);
    const services = testServices();
    await signIn(services);
    // A change made by the signed-in administrator (the console's own call).
    await services.client.call(authTypeEndpoints.update, {
      params: { type: 'basic', id: '2' },
      body: { title: 'Basic auth 2', projects: (acme().tables.authType.get('2') as { projects: string[] }).projects },
    });
    renderApp('/auth-type/activity/2', {
      services,
      initialLocale: { locale: 'de', messages: await loadMessages('de') },
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 10_000 });
    const [row] = bodyRows() as [HTMLElement];
    expect(row).toHaveTextContent('Titel: Basic auth → wird zu Basic auth 2');
    expect(within(row).getByText('Acme Admin')).toBeInTheDocument();
    const entry = acme().tables.history.rows.find((h) => h.subject === 'auth_type' && h.subject_id === '2')!;
    expect(within(row).getByText(formatDateTime(entry.created_at, 'de'))).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Geändert von' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Zeilen pro Seite/ })).toBeInTheDocument();
  }, 60_000);
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
