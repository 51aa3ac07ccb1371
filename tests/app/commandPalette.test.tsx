import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();

/** The console signed in at `path`, once the frame's app bar (with its search button) is there. */
async function openSignedIn(path: string, heading: string) {
  const services = testServices();
  await signIn(services);
  renderApp(path, { services });
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 });
  await screen.findByRole('button', { name: 'Search' }, { timeout: 8000 });
  return userEvent.setup();
}

async function openPalette(user: UserEvent) {
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
  const input = within(dialog).getByRole('combobox', { name: 'Search screens, records and actions' });
  expect(input).toHaveFocus();
  return { dialog, input };
}

/** GET requests of the record search (with a `search` query), by API path. */
const searchRequests = () =>
  sim.requests
    .filter((request) => request.method === 'GET' && /(^|&)search=/.test(request.query))
    .map((request) => ({ path: request.path, search: new URLSearchParams(request.query).get('search') }));

async function expectAxeClean(element: Element) {
  // happy-dom computes no colours (colour contrast is checked in the browser test, tests/e2e/palette.e2e.ts).
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

describe('command palette', () => {
  it('opens with Ctrl+K, finds a menu screen and opens it by keyboard', async () => {
    const user = await openSignedIn('/', 'Dashboard');
    const { dialog, input } = await openPalette(user);
    // Before typing: every screen of the menus and the actions.
    const screens = within(dialog).getByRole('group', { name: 'Screens' });
    expect(
      within(screens)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['Home', 'Projects', 'Users', 'Authentication types', 'Permissions', 'Profile']));
    await user.type(input, 'permis');
    const first = within(within(dialog).getByRole('group', { name: 'Screens' })).getByRole('option', {
      name: 'Permissions',
    });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    // ↓ points at the next option, ↑ back; the field keeps the focus.
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).not.toBe(first.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Permissions' }, { timeout: 8000 })).toBeVisible();
    expect(window.location.pathname).toBe('/permission');
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument();
  });

  it('finds a user by the lists’ search, with one request per resource once typing stops, and opens its edit page', async () => {
    const user = await openSignedIn('/', 'Dashboard');
    const target = [...sim.store.orgs.get('acme')!.tables.user.rows].find((row) => row.username !== 'admin')!;
    const { dialog, input } = await openPalette(user);
    sim.requests.length = 0;
    await user.type(input, target.username);
    const users = await within(dialog).findByRole('group', { name: 'Users' }, { timeout: 5000 });
    const option = within(users).getByRole('option', { name: new RegExp(`^${target.username}`) });
    await waitFor(() => expect(within(dialog).getByRole('status')).not.toHaveTextContent('Searching'));
    // Typed key by key, searched once: users, projects, authentication types, permissions (and any
    // resource added since, `npm run add:resource`, once too).
    const searches = searchRequests().sort((a, b) => a.path.localeCompare(b.path));
    expect(
      searches.filter((request) => ['/auth-type', '/permission', '/project', '/user'].includes(request.path)),
    ).toEqual(['/auth-type', '/permission', '/project', '/user'].map((path) => ({ path, search: target.username })));
    expect(new Set(searches.map((request) => request.path)).size).toBe(searches.length);
    for (const request of searches) expect(request.search).toBe(target.username);
    await user.click(option);
    await waitFor(() => expect(window.location.pathname).toBe(`/user/update/${target.id}`));
  });

  it('offers the actions: create, import when offered, language and theme', async () => {
    sim.store.settings.sources = ['permission'];
    const user = await openSignedIn('/', 'Dashboard');
    let { dialog, input } = await openPalette(user);
    await user.type(input, 'import');
    expect(within(dialog).getByRole('option', { name: 'Import permissions' })).toBeInTheDocument();
    // The service imports no users (init `sources`): no action offers it.
    expect(within(dialog).queryByRole('option', { name: 'Import users' })).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'create user{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/user/create'));

    ({ dialog, input } = await openPalette(user));
    await user.type(input, 'dark');
    await user.click(within(dialog).getByRole('option', { name: 'Dark theme' }));
    ({ dialog, input } = await openPalette(user));
    await user.type(input, 'theme');
    // Now dark: the action goes back to light.
    expect(within(dialog).getByRole('option', { name: 'Light theme' })).toBeInTheDocument();
    await user.clear(input);

    await user.type(input, 'deutsch');
    await user.click(within(dialog).getByRole('option', { name: 'Switch language to Deutsch' }));
    const nav = await screen.findByRole('navigation', { name: 'Hauptnavigation' }, { timeout: 5000 });
    expect(within(nav).getByRole('menuitem', { name: 'Benutzer' })).toBeInTheDocument();
  });

  it('is axe-clean in both themes, with results and with its shortcut list', async () => {
    const user = await openSignedIn('/', 'Dashboard');
    for (const theme of ['light', 'dark']) {
      const { dialog, input } = await openPalette(user);
      await user.type(input, 'us');
      await within(dialog).findByRole('group', { name: 'Users' }, { timeout: 5000 });
      // The dialog: axe in happy-dom does not see it as an open modal (no layout), and would count
      // the page behind it, which the dialog hides from assistive technology, as focusable.
      await expectAxeClean(dialog);
      await user.keyboard('{Escape}');
      await user.keyboard('?');
      await expectAxeClean(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }));
      await user.keyboard('{Escape}');
      if (theme === 'light') {
        const again = await openPalette(user);
        await user.type(again.input, 'dark theme{Enter}');
      }
    }
  });
});

describe('keyboard shortcuts', () => {
  it('/ focuses the list search; single-key shortcuts do nothing while typing in it', async () => {
    const user = await openSignedIn('/user', 'Users');
    const search = await screen.findByRole('textbox', { name: 'Search' });
    await screen.findAllByRole('row');
    // Nothing on the page took the focus (the column chooser draws its fields only when opened).
    expect(document.activeElement).toBe(document.body);
    expect(search).not.toHaveFocus();
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    await user.keyboard('gp?/');
    expect(search).toHaveValue('gp?/');
    expect(window.location.pathname).toBe('/user');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('g then a letter goes to a section; ? lists every shortcut', async () => {
    const user = await openSignedIn('/', 'Dashboard');
    await user.keyboard('gu');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 8000 });
    await screen.findAllByRole('row');
    await user.click(heading);
    // A letter without `g` first goes nowhere.
    await user.keyboard('p');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(window.location.pathname).toBe('/user');
    await user.keyboard('gs');
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' }, { timeout: 8000 })).toBeVisible();

    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const actions = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    expect(actions).toEqual([
      'Open the command palette',
      "Focus the list's search",
      'Go to Home',
      'Go to Projects',
      'Go to Users',
      'Go to Authentication types',
      'Go to Permissions',
      'Go to Profile',
      'Go to Organization',
      'Go to API keys',
      'Show the keyboard shortcuts',
    ]);
    expect(within(dialog).getAllByRole('row')[3]).toHaveTextContent('g then h');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the app bar’s search button opens the palette and names its shortcut', async () => {
    const user = await openSignedIn('/', 'Dashboard');
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('title', 'Search (Ctrl+K)');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
