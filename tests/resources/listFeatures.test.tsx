import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { typeDate } from '../support/typeDate';
import { projectEndpoints } from '../../src/api/contract/project';
import { preferenceEndpoints } from '../../src/api/contract/endpoints/serviceEndpoints';
import { findRow, renderConsole } from './harness';

const sim = startSimulator();

async function setup() {
  const services = testServices();
  await signIn(services);
  return { services, user: userEvent.setup() };
}

const userLists = () => sim.requests.filter((r) => r.method === 'GET' && r.path === '/user');
const lastQuery = () => new URLSearchParams(userLists().at(-1)?.query ?? '');
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

afterEach(() => localStorage.clear());

describe('list features', () => {
  it('filters by a date range', async () => {
    const { services, user } = await setup();
    renderConsole(services, '/user');
    await h1('Users');
    await user.click(await screen.findByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Created from' }));
    await typeDate(user, 'Created from', '01/01/2999');
    // The administrator's day: its local midnight, as an instant.
    await waitFor(() => expect(lastQuery().get('created_at_from')).toBe(new Date(2999, 0, 1).toISOString()), {
      timeout: 10_000,
    });
    expect(
      await screen.findByText('No Users found using the current filters.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  }, 60_000);

  it('"Add filter" shows a filter, checked while shown; "Remove all filters" clears the search and the filters', async () => {
    const { services, user } = await setup();
    renderConsole(services, '/user');
    await h1('Users');
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'mateo');
    await waitFor(() => expect(lastQuery().get('search')).toBe('mateo'), { timeout: 10_000 });
    const adminRows = () => screen.queryAllByText('admin', { selector: 'td *, td' });
    await waitFor(() => expect(adminRows()).toHaveLength(0), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    const menu = await screen.findByRole('menu', { name: 'Add filter' });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Projects' })).not.toBeChecked();
    // The list's saved views are the "Views" menu; react-admin's saved queries are not offered beside them.
    expect(within(menu).queryByRole('menuitem', { name: /save current query/i })).toBeNull();
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Projects' }));
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Add filter' })).toBeNull());
    // The filter shown takes the focus, once its input has loaded.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Projects' })).toHaveFocus(), { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Projects' })).toBeChecked();
    await user.click(screen.getByRole('menuitem', { name: 'Remove all filters' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue(''));
    // The whole list again.
    expect(await findRow('admin')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Projects' })).toBeNull();
  }, 60_000);

  it("keeps each chip's place while the referenced names load, so the rows do not grow when they arrive", async () => {
    const { services } = await setup();
    sim.faults.add({ method: 'GET', path: '/permission', delayMs: 800, times: 1 });
    renderConsole(services, '/user');
    const row = await findRow('admin');
    const cells = within(row).getAllByRole('cell');
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    const permissions = cells[headers.findIndex((header) => header.textContent === 'Permissions')] as HTMLElement;
    // The administrator has more permissions than two chips show: two places and the "+N" one.
    const loading = within(permissions).getByRole('progressbar', { name: 'Loading' });
    const places = loading.querySelectorAll('.fw-chip').length;
    expect(places).toBe(3);
    await waitFor(() => expect(within(permissions).queryByRole('progressbar')).toBeNull(), { timeout: 5000 });
    expect(permissions.querySelectorAll('.fw-chip')).toHaveLength(places);
    expect(within(permissions).getByText(/^\+\d+$/)).toBeInTheDocument();
  });

  it('loads more rows', async () => {
    const { services, user } = await setup();
    renderConsole(services, '/user');
    await h1('Users');
    const total = Number(
      await screen.findByText(/ of \d+ shown$/).then((el) => /of (\d+)/.exec(el.textContent ?? '')?.[1]),
    );
    expect(screen.getByText(`25 of ${total} shown`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(lastQuery().get('page_size')).toBe('50'), { timeout: 10_000 });
    if (total > 50) expect(await screen.findByText(`50 of ${total} shown`)).toBeInTheDocument();
    else await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    expect(await screen.findAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(Math.min(50, total));
  });

  it('exports the filtered list as CSV with formula cells neutralised', async () => {
    const { services, user } = await setup();
    await services.client.call(projectEndpoints.create, {
      body: { name: 'Formula project', alias: '=HYPERLINK("x")' },
    });
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderConsole(services, '/project');
    await h1('Projects');
    await findRow('Formula project');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Formula');
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: 'Select this row' })).toHaveLength(1), {
      timeout: 10_000,
    });
    await user.click(screen.getAllByRole('button', { name: 'Export CSV' }).at(-1) as HTMLElement);
    await waitFor(() => expect(blobs).toHaveLength(1), { timeout: 10_000 });
    const text = await (blobs[0] as Blob).text();
    const [header, ...rows] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Name,Alias,ID,Created,Updated');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^Formula project,"'=HYPERLINK\(""x""\)",/);
  });

  it("draws the column chooser's switches only when it opens, one per column in the table's order, to hide and reset", async () => {
    const { services, user } = await setup();
    // An administrator who chose to see every column (the list hides Administrator until then).
    await services.client.call(preferenceEndpoints.put, {
      params: { key: 'table.user' },
      body: { columns: { hidden: [] } },
    });
    renderConsole(services, '/user');
    await h1('Users');
    await screen.findByRole('columnheader', { name: 'Administrator' }, { timeout: 15_000 });
    // react-admin's chooser filled its kept-mounted popover ~0.1 s after the list mounted.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByPlaceholderText('Search columns')).toBeNull();
    expect(screen.queryAllByRole('switch')).toHaveLength(0);

    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim())
      .filter((name) => name);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const search = await screen.findByPlaceholderText('Search columns');
    expect(search).toHaveFocus();
    // One switch per column the table has, the row actions' included, in the table's order.
    const switches = await screen.findAllByRole('switch');
    expect(switches.map((toggle) => toggle.closest('li')?.textContent?.trim())).toEqual(headers);
    // (Its search, drag ordering and axe check: tests/resources/columnChooser.test.tsx,
    // tests/e2e/columnChooser.e2e.ts.)
    await user.click(screen.getByRole('switch', { name: 'E-mail' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'E-mail' })).not.toBeChecked());
    // The table behind the open popover (hidden from the accessibility tree meanwhile).
    const emailHeader = () => screen.queryByRole('columnheader', { name: 'E-mail', hidden: true });
    await waitFor(() => expect(emailHeader()).toBeNull());
    // Reset: the columns the list starts with (E-mail shown, Administrator hidden until shown).
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'E-mail' })).toBeChecked());
    expect(emailHeader()).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Administrator' })).not.toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByPlaceholderText('Search columns')).toBeNull());
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
  });

  it('hides columns with the column chooser and keeps table preferences for the user (another browser, after sign-out)', async () => {
    const { services, user } = await setup();
    await services.client.call(preferenceEndpoints.put, {
      params: { key: 'table.user' },
      body: { columns: { hidden: [] } },
    });
    const { unmount } = renderConsole(services, '/user');
    await h1('Users');
    expect(await screen.findByRole('columnheader', { name: 'Note' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(
      await screen.findByRole('switch', { name: 'Note' }).catch(() => screen.findByRole('checkbox', { name: 'Note' })),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Note' })).toBeNull());
    await user.type(await screen.findByRole('textbox', { name: 'Search' }), 'smith');
    await waitFor(
      () =>
        expect(
          sim.requests.filter((r) => r.method === 'PUT' && r.path === '/preferences/table.user').length,
        ).toBeGreaterThan(0),
      { timeout: 10_000 },
    );
    await waitFor(
      async () => {
        const saved = await services.client.call(preferenceEndpoints.get, { params: { key: 'table.user' } });
        expect(saved).toMatchObject({ search: 'smith', columns: { hidden: ['note'] } });
      },
      { timeout: 10_000 },
    );
    unmount();

    // Another browser: nothing in local storage, a new sign-in.
    localStorage.clear();
    const again = testServices();
    await signIn(again);
    renderConsole(again, '/user');
    await h1('Users');
    await waitFor(() => expect(lastQuery().get('search')).toBe('smith'), { timeout: 10_000 });
    await waitFor(async () => expect(await screen.findByRole('textbox', { name: 'Search' })).toHaveValue('smith'));
    expect(screen.queryByRole('columnheader', { name: 'Note' })).toBeNull();
    // The table's rows, not its loading placeholder (a table too, without headers).
    expect(await screen.findByRole('columnheader', { name: 'Username' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('list toolbar', () => {
  it("offers one way to add: the breadcrumb's Create, not a second one in the toolbar", async () => {
    const { services } = await setup();
    renderConsole(services, '/user');
    await h1('Users');
    await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5000 });
    const creates = screen.getAllByRole('link', { name: 'Create' });
    expect(creates).toHaveLength(1);
    expect(creates[0]).toHaveAttribute('href', '/user/create');
  });
});

describe('an empty list', () => {
  it('says so in a paragraph under the one h1, readable, with the ways to fill it', async () => {
    const { services } = await setup();
    sim.store.orgs.get('acme')!.tables.project.removeWhere(() => true);
    sim.store.settings.sources = ['project'];
    renderConsole(services, '/project');
    await h1('Projects');
    const message = await screen.findByText('No Projects yet.', {}, { timeout: 5000 });
    expect(message.tagName).toBe('P');
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H1']);
    expect(screen.getByText('Do you want to add one?')).toBeInTheDocument();
    const creates = screen.getAllByRole('link', { name: 'Create' });
    expect(creates.map((link) => link.getAttribute('href'))).toEqual(['/project/create', '/project/create']);
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/import/project');
  });
});

describe('delete all', () => {
  it("confirms the server's count for the search, in a browser-paged list too, and deletes by that search", async () => {
    const { services, user } = await setup();
    const [first] = (await services.client.call(projectEndpoints.list, { query: { page: 1, page_size: 100 } })).items;
    renderConsole(services, '/project');
    await h1('Projects');
    await findRow(String(first?.name));
    // The browser's search of a browser-paged list matches dates; the server's search (names, aliases) does not.
    await user.type(screen.getByRole('textbox', { name: 'Search' }), '20');
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: 'Select this row' }).length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This deletes 0 records. It cannot be undone.')).toBeInTheDocument();
    expect(within(dialog).getByText('Projects matching: search “20”.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    const projectReads = sim.requests.filter((r) => r.method === 'GET' && r.path === '/project');
    expect(new URLSearchParams(projectReads.at(-1)?.query ?? '').get('search')).toBe('20');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    const search = String(first?.name);
    const { meta } = await services.client.call(projectEndpoints.list, { query: { page: 1, page_size: 1, search } });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), search);
    await user.click(await screen.findByRole('button', { name: 'Delete all' }));
    const second = await screen.findByRole('dialog');
    const records = meta.total === 1 ? '1 record' : `${meta.total} records`;
    // Opened right after typing: the dialog counts for the search as it lands, not the one before.
    expect(
      await within(second).findByText(`This deletes ${records}. It cannot be undone.`, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // It names the resource and the search, and what goes with the projects (profiles, types).
    expect(within(second).getByText(`Projects matching: search “${search}”.`)).toBeInTheDocument();
    expect(await within(second).findByRole('list', { name: 'This also affects:' })).toBeInTheDocument();
    await user.type(within(second).getByRole('textbox', { name: `Type ${meta.total} to confirm` }), String(meta.total));
    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sim.requests.some((r) => r.method === 'DELETE' && r.path === '/project')).toBe(true));
    const deleted = sim.requests.filter((r) => r.method === 'DELETE' && r.path === '/project').at(-1)!;
    expect(new URLSearchParams(deleted.query).get('search')).toBe(search);
  });
});

describe('priorities by dragging', () => {
  it('are offered only while the list shows the priority order, and come back with it', async () => {
    const { services, user } = await setup();
    renderConsole(services, '/auth-type');
    await h1('Authentication types');
    expect((await screen.findAllByRole('button', { name: 'Drag to reorder' })).length).toBeGreaterThan(1);
    await user.click(within(await screen.findByRole('columnheader', { name: /Title/ })).getByText('Title'));
    expect(
      await screen.findByText("Rows can be dragged only in the list's own order, by priority."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Drag to reorder' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sort by priority' }));
    expect((await screen.findAllByRole('button', { name: 'Drag to reorder' })).length).toBeGreaterThan(1);
    expect(sim.requests.some((r) => r.path.endsWith('/priorities'))).toBe(false);
  });
});

describe('routes disabled by configuration', () => {
  it('leave no menu entry, button or row link leading to them', async () => {
    const services = testServices({ disabledRoutes: ['permission_list', 'project_create', 'import', 'home', 'setup'] });
    await signIn(services);
    renderConsole(services, '/project');
    await h1('Projects');
    // The start screen shows the h1 before the frame: wait for the frame's navigation.
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    // The built-in entries left (a resource added since, `npm run add:resource`, may follow them).
    const builtIn = ['Home', 'Projects', 'Users', 'Authentication types', 'Permissions', 'Setup'];
    await waitFor(() =>
      expect(
        within(navigation)
          .getAllByRole('menuitem')
          .map((item) => item.textContent ?? '')
          .filter((entry) => builtIn.includes(entry)),
      ).toEqual(['Projects', 'Users', 'Authentication types']),
    );
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).queryByRole('link', { name: 'Home' }),
    ).toBeNull();
  });
});
