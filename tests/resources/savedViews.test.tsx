import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { preferenceEndpoints } from '../../src/api/contract/endpoints/serviceEndpoints';
import { renderConsole } from './harness';

const sim = startSimulator();

async function setup() {
  const services = testServices();
  await signIn(services);
  return { services, user: userEvent.setup() };
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const userLists = () => sim.requests.filter((r) => r.method === 'GET' && r.path === '/user');
const lastQuery = () => new URLSearchParams(userLists().at(-1)?.query ?? '');
const viewPuts = () => sim.requests.filter((r) => r.method === 'PUT' && r.path === '/preferences/views.user');
const nameHeader = () => screen.queryByRole('columnheader', { name: 'Name' });
const searchBox = () => screen.findByRole('textbox', { name: 'Search' });

async function axeClean(element: Element) {
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((violation) => violation.id)).toEqual([]);
}

const smiths = {
  id: 'v1',
  name: 'Smiths',
  state: { filter: { q: 'smith' }, sort: { field: 'username', order: 'DESC' }, perPage: 10, hidden: ['name'] },
};

afterEach(() => localStorage.clear());

describe('saved views', () => {
  it('save the search, sort, columns and page size under a name, and the menu restores them', async () => {
    const { services, user } = await setup();
    renderConsole(services, '/user');
    await h1('Users');
    expect(await screen.findByRole('columnheader', { name: 'Name' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(
      await screen.findByRole('switch', { name: 'Name' }).catch(() => screen.findByRole('checkbox', { name: 'Name' })),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(nameHeader()).toBeNull());
    await user.type(await searchBox(), 'smith');
    await waitFor(() => expect(lastQuery().get('search')).toBe('smith'), { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Views' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'No saved views yet' })).toHaveAttribute('aria-disabled', 'true');
    await axeClean(menu);
    await user.click(within(menu).getByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the current view' });
    await axeClean(dialog);
    // Nothing typed: the dialog says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Smiths{Enter}');
    expect(await screen.findByText('View “Smiths” saved')).toBeInTheDocument();
    await waitFor(() => expect(viewPuts()).toHaveLength(1));
    const saved = await services.client.call(preferenceEndpoints.get, { params: { key: 'views.user' } });
    expect(saved).toMatchObject({
      views: [
        { name: 'Smiths', state: { filter: { q: 'smith' }, hidden: expect.arrayContaining(['name']), perPage: 25 } },
      ],
    });
    // The list shows the view: the button names it.
    expect(await screen.findByRole('button', { name: 'View: Smiths' })).toBeInTheDocument();
    // Shown in the case it was saved with, not the button's upper case.
    expect(screen.getByText('View: Smiths')).toHaveStyle({ textTransform: 'none' });

    // Another search: no saved view matches any more; choosing the view brings it all back.
    await user.clear(await searchBox());
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(
      await screen.findByRole('switch', { name: 'Name' }).catch(() => screen.findByRole('checkbox', { name: 'Name' })),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(nameHeader()).not.toBeNull());
    // The rows are every user's again (react-query may show them from its cache without a request).
    expect(await screen.findByText('admin@acme.test', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Smiths' }));
    await waitFor(() => expect(screen.queryByText('admin@acme.test')).toBeNull(), { timeout: 10_000 });
    expect(lastQuery().get('search')).toBe('smith');
    expect(await searchBox()).toHaveValue('smith');
    await waitFor(() => expect(nameHeader()).toBeNull());
    expect(screen.getByRole('button', { name: 'View: Smiths' })).toBeInTheDocument();

    // The same name again (any case) is refused in the dialog; nothing is sent.
    await user.click(screen.getByRole('button', { name: 'View: Smiths' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    const again = await screen.findByRole('dialog', { name: 'Save the current view' });
    await user.type(within(again).getByRole('textbox', { name: 'Name' }), 'smiths{Enter}');
    expect(await within(again).findByText('A view named “smiths” already exists')).toBeInTheDocument();
    expect(viewPuts()).toHaveLength(1);
    // Closed, the dialog gives the focus back to the button its menu opened from.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'View: Smiths' })).toHaveFocus();
  }, 60_000);

  it('a link opens a view; views are renamed and deleted; a failed save keeps what was typed', async () => {
    const { services, user } = await setup();
    await services.client.call(preferenceEndpoints.put, { params: { key: 'views.user' }, body: { views: [smiths] } });
    renderConsole(services, '/user?view=v1');
    await h1('Users');
    await waitFor(() => expect(lastQuery().get('search')).toBe('smith'), { timeout: 10_000 });
    expect(lastQuery().get('page_size')).toBe('10');
    expect(await searchBox()).toHaveValue('smith');
    await waitFor(() => expect(nameHeader()).toBeNull());
    expect(await screen.findByRole('button', { name: 'View: Smiths' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View: Smiths' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage views…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved views' });
    await axeClean(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Rename “Smiths”' }));
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    // The server refuses once: the new name stays in the field, the view keeps its old one.
    sim.faults.add({ method: 'PUT', path: '/preferences/views.user', status: 503, times: 1 });
    await user.type(field, 'Smith family{Enter}');
    expect(await screen.findByText(/The views were not saved/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Smith family');
    // (behind the dialog)
    expect(screen.getByRole('button', { name: 'View: Smiths', hidden: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('View renamed to “Smith family”')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'View: Smith family', hidden: true })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete “Smith family”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the view “Smith family”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('View “Smith family” deleted')).toBeInTheDocument();
    const saved = await services.client.call(preferenceEndpoints.get, { params: { key: 'views.user' } });
    expect(saved).toEqual({ views: [] });
  }, 60_000);

  it('a view chosen while a cleared search waits to be sent shows its search at once and never lists unfiltered', async () => {
    const { services } = await setup();
    await services.client.call(preferenceEndpoints.put, { params: { key: 'views.user' }, body: { views: [smiths] } });
    renderConsole(services, '/user?view=v1');
    await h1('Users');
    await waitFor(() => expect(lastQuery().get('search')).toBe('smith'), { timeout: 10_000 });
    expect(await searchBox()).toHaveValue('smith');
    const viewButton = await screen.findByRole('button', { name: 'View: Smiths' });
    const before = userLists().length;

    // react-admin sends the search box's change once typing has paused for 500 ms. The menu is
    // opened first so that the view is chosen well within that time, whatever this DOM's speed.
    const box = await searchBox();
    fireEvent.click(viewButton);
    const item = await screen.findByRole('menuitem', { name: 'Smiths' });
    const started = Date.now();
    fireEvent.change(box, { target: { value: '' } });
    expect(box).toHaveValue('');
    fireEvent.click(item);
    expect(Date.now() - started, 'the view was chosen before the cleared search was sent').toBeLessThan(500);
    expect(await searchBox()).toHaveValue('smith');

    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await searchBox()).toHaveValue('smith');
    expect(
      userLists()
        .slice(before)
        .map((request) => new URLSearchParams(request.query).get('search')),
    ).not.toContain(null);
    expect(screen.getByRole('button', { name: 'View: Smiths' })).toBeInTheDocument();
  }, 30_000);

  it('a link to a view that no longer exists says so and leaves the list as it is', async () => {
    const { services } = await setup();
    renderConsole(services, '/user?view=gone');
    await h1('Users');
    expect(
      await screen.findByText('The view in this link no longer exists', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(lastQuery().get('search')).toBeNull();
  });
});
