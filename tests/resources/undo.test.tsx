import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import type { PermissionRow } from '../../simulator/store';
import { permissionEndpoints } from '../../src/api/contract/permission';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { confirmDialog, findRow, renderConsole } from './harness';

/**
 * Undo: edits and single deletes wait for the notification's undo window (Undo sends nothing), a
 * reversible bulk action does the same, bulk deletes still ask and go at once. Leaving the page
 * while a change waits never asks: it sends the change at once; offline, the change is kept and
 * the next start offers it back.
 */
const sim = startSimulator();

/** react-admin's notification stays 4 s, then takes ~0.2 s to close: the undo window, with a margin. */
const WINDOW_MS = 5_000;
const afterWindow = { timeout: WINDOW_MS + 1_000 };
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const pastWindow = () => pause(WINDOW_MS);

type Row = PermissionRow;
/** The permissions as the simulator stores them now. */
const permissions = (): Row[] => [...sim.store.orgs.get('acme')!.tables.permission.rows];
const writes = (method: string, path: RegExp) =>
  sim.requests.filter((request) => request.method === method && path.test(request.path));

async function open(route: string) {
  // A new page: not being left.
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
  const services = testServices();
  await signIn(services);
  const view = renderConsole(services, route);
  return { services, view, user: userEvent.setup() };
}

/** Opens a permission's edit form, changes its title and saves: the undo notification shows. */
async function editTitle(user: UserEvent, record: Row, title: string) {
  const input = await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 5000 });
  await waitFor(() => expect(input).toHaveValue(String(record.title)));
  await user.clear(input);
  await user.type(input, title);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  // The notification names the record as saved (its new title).
  expect(alert).toHaveTextContent(`Permission '${title}' updated`);
  return { input, alert };
}

/** A cancelable `beforeunload` as the browser fires it when the tab closes: true when the page asks first. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The page is being left (reload, another address, the tab closed): `beforeunload` then `pagehide`. */
function leavePage(): boolean {
  const asked = leavingAsks();
  window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
  return asked;
}

/** Runs `task` with the browser offline (`navigator.onLine` false). */
async function offline<T>(task: () => T | Promise<T>): Promise<T> {
  const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    return await task();
  } finally {
    online.mockRestore();
  }
}

describe('editing a record', { timeout: 40_000 }, () => {
  it('Undo sends no PUT and the record stays as it was, also after a refresh', async () => {
    const record = permissions().at(-1)!;
    const route = `/permission/update/${record.id}`;
    const { services, view, user } = await open(route);
    const { alert } = await editTitle(user, record, 'Undone title');
    await user.click(within(alert).getByRole('button', { name: 'Undo' }));
    await pastWindow();
    expect(writes('PUT', /^\/permission\//)).toEqual([]);
    expect(permissions().find((row) => row.id === record.id)?.title).toBe(record.title);
    // Still on the form; the page loaded again shows the title from before the edit.
    expect(window.location.pathname).toBe(route);
    view.unmount();
    renderConsole(services, route);
    const input = await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 5000 });
    await waitFor(() => expect(input).toHaveValue(String(record.title)));
    const fetched = await services.client.call(permissionEndpoints.get, { params: { id: record.id } });
    expect(fetched.title).toBe(record.title);
  });

  it('without Undo, the PUT goes only when the window ends, then the list shows the change', async () => {
    const record = permissions().at(-1)!;
    const { user } = await open(`/permission/update/${record.id}`);
    await editTitle(user, record, 'Kept title');
    expect(writes('PUT', /^\/permission\//)).toEqual([]);
    await waitFor(() => expect(window.location.pathname).toBe('/permission'), afterWindow);
    expect(writes('PUT', /^\/permission\//).map((request) => request.path)).toEqual([`/permission/${record.id}`]);
    expect(await findRow('Kept title')).toBeInTheDocument();
    expect(permissions().find((row) => row.id === record.id)?.title).toBe('Kept title');
  });

  it('a 422 answered after the window lands on its field, and what was typed stays', async () => {
    const message = 'This code is taken.';
    sim.faults.add({
      method: 'PUT',
      path: '/permission/*',
      status: 422,
      body: { message, errors: { json: { code: [message] } } },
    });
    const record = permissions().at(-1)!;
    const route = `/permission/update/${record.id}`;
    const { user } = await open(route);
    const { input } = await editTitle(user, record, 'Refused title');
    const code = screen.getByRole('textbox', { name: /^Code/ });
    await waitFor(() => expect(code).toHaveAccessibleDescription(message), afterWindow);
    expect(writes('PUT', /^\/permission\//)).toHaveLength(1);
    expect(input).toHaveValue('Refused title');
    expect(window.location.pathname).toBe(route);
    expect(permissions().find((row) => row.id === record.id)?.title).toBe(record.title);
  });

  it('the Undo button is reached with the keyboard from the form and pressed with Enter', async () => {
    const record = permissions().at(-1)!;
    const { user } = await open(`/permission/update/${record.id}`);
    const { alert } = await editTitle(user, record, 'Keyboard title');
    const undo = within(alert).getByRole('button', { name: 'Undo' });
    screen.getByRole('button', { name: 'Save' }).focus();
    for (let i = 0; i < 30 && document.activeElement !== undo; i++) await user.tab();
    expect(undo).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await pastWindow();
    expect(writes('PUT', /^\/permission\//)).toEqual([]);
  });

  it.each(['light', 'dark'])('the notification with Undo has no axe violation in the %s theme', async (mode) => {
    const record = permissions().at(-1)!;
    const { user } = await open(`/permission/update/${record.id}`);
    const toggle = await screen.findByRole('button', { name: 'Toggle light/dark mode' }, { timeout: 5000 });
    if (mode === 'dark') {
      await user.click(toggle);
      await waitFor(() => expect(toggle.querySelector('[data-testid="Brightness7Icon"]')).not.toBeNull());
    }
    const { alert } = await editTitle(user, record, `Axe ${mode}`);
    expect(within(alert).getByRole('button', { name: 'Undo' })).toBeVisible();
    // jsdom computes no colours: contrast is checked in the browser test (undo.e2e.ts).
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Undo' }));
  });

  it('leaving the page while the change waits sends it at once, without asking', async () => {
    const record = permissions().at(-1)!;
    const { user } = await open(`/permission/update/${record.id}`);
    await editTitle(user, record, 'Leaving title');
    expect(writes('PUT', /^\/permission\//)).toEqual([]);
    expect(leavePage()).toBe(false);
    // Sent at once (long before the undo window ends), to outlive the page, exactly once.
    await waitFor(() => expect(writes('PUT', /^\/permission\//)).toHaveLength(1), { timeout: 2_000 });
    expect(writes('PUT', /^\/permission\//)[0]?.keepalive).toBe(true);
    await waitFor(() => expect(permissions().find((row) => row.id === record.id)?.title).toBe('Leaving title'));
    await pastWindow();
    expect(writes('PUT', /^\/permission\//)).toHaveLength(1);
  });

  it('left offline, the change is kept and the next start offers it back: Save now sends it', async () => {
    const record = permissions().at(-1)!;
    const first = await open(`/permission/update/${record.id}`);
    await editTitle(first.user, record, 'Offline title');
    await offline(() => leavePage());
    first.view.unmount();
    expect(writes('PUT', /^\/permission\//)).toEqual([]);

    const { user } = await open('/permission');
    const dialog = await screen.findByRole('dialog', { name: '1 change was not saved' }, { timeout: 5_000 });
    expect(dialog).toHaveTextContent(`Permission “${record.title}”: Title`);
    // One change is "this change", not "these changes".
    expect(dialog).toHaveTextContent('The page was left before this change could be sent. Save it now, or discard it.');
    await user.click(within(dialog).getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes('PUT', /^\/permission\//)).toHaveLength(1);
    expect(permissions().find((row) => row.id === record.id)?.title).toBe('Offline title');
    expect(await screen.findByText('1 change saved')).toBeInTheDocument();
  });

  it('a change offered back and discarded is never sent nor offered again', async () => {
    const record = permissions().at(-1)!;
    const first = await open(`/permission/update/${record.id}`);
    await editTitle(first.user, record, 'Discarded title');
    await offline(() => leavePage());
    first.view.unmount();

    const second = await open('/permission');
    const dialog = await screen.findByRole('dialog', { name: '1 change was not saved' }, { timeout: 5_000 });
    await second.user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    second.view.unmount();

    await open('/permission');
    await findRow(String(record.title));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes('PUT', /^\/permission\//)).toEqual([]);
    expect(permissions().find((row) => row.id === record.id)?.title).toBe(record.title);
  });
});

describe('deleting one row of a list', { timeout: 40_000 }, () => {
  async function deleteRow(user: UserEvent, name: string) {
    const row = await findRow(name);
    await user.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You can undo it for a few seconds afterwards.');
    await confirmDialog(user);
  }

  it('asks, takes the row away, and Undo puts it back with no DELETE sent', async () => {
    const record = permissions().at(-1)!;
    const { user } = await open('/permission');
    await deleteRow(user, String(record.title));
    await waitFor(() => expect(screen.queryByText(String(record.title))).not.toBeInTheDocument());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Permission '${String(record.title)}' deleted`);
    await user.click(within(alert).getByRole('button', { name: 'Undo' }));
    expect(await findRow(String(record.title))).toBeInTheDocument();
    await pastWindow();
    expect(writes('DELETE', /^\/permission/)).toEqual([]);
    expect(permissions().some((row) => row.id === record.id)).toBe(true);
  });

  it('undoing the first of two deletes sends neither before its own window ends', async () => {
    const [first, second] = permissions().slice(-2) as [Row, Row];
    const { user } = await open('/permission');
    await deleteRow(user, String(first.title));
    await deleteRow(user, String(second.title));
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Undo' }));
    // The second notification comes up; its row's DELETE waits for its own window.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(`Permission '${String(second.title)}' deleted`),
    );
    await pause(1_500);
    expect(writes('DELETE', /^\/permission/)).toEqual([]);
    await waitFor(() => expect(writes('DELETE', /^\/permission/)).toHaveLength(1), afterWindow);
    expect(writes('DELETE', /^\/permission/)[0]?.path).toBe(`/permission/${second.id}`);
    expect(permissions().some((row) => row.id === first.id)).toBe(true);
  });
});

describe('bulk actions', { timeout: 40_000 }, () => {
  async function selectTwo(user: UserEvent) {
    const checkboxes = await screen.findAllByRole('checkbox', { name: 'Select this row' }, { timeout: 5000 });
    for (const checkbox of checkboxes.slice(1, 3)) await user.click(checkbox);
    await screen.findByText(/2 items selected/);
  }

  async function assignProfile(user: UserEvent) {
    const project = [...sim.store.orgs.get('acme')!.tables.project.rows][0]!;
    // Nobody has a profile in the project yet: each selected user gets a new one.
    sim.store.orgs.get('acme')!.tables.profile.removeWhere((p) => p.project_id === project.id);
    await user.click(await screen.findByRole('button', { name: 'Assign a profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a project profile' });
    expect(dialog).toHaveTextContent('You can undo it for a few seconds after assigning.');
    await user.click(within(dialog).getByRole('combobox', { name: /^Project/ }));
    await user.click(await screen.findByRole('option', { name: String(project.name) }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Profile assigned to 2 users');
    return alert;
  }

  const profileWrites = () => sim.requests.filter((r) => /^(POST|PUT)$/.test(r.method) && r.path.includes('/profiles'));

  it('assigning a profile says it can be undone, and Undo sends nothing', async () => {
    const { user } = await open('/user');
    await selectTwo(user);
    const alert = await assignProfile(user);
    await user.click(within(alert).getByRole('button', { name: 'Undo' }));
    await pastWindow();
    expect(profileWrites()).toEqual([]);
    // Nothing waits any more: leaving sends nothing.
    leavePage();
    expect(profileWrites()).toEqual([]);
    // The selection stays for another try.
    expect(screen.getByText(/2 items selected/)).toBeInTheDocument();
  });

  it('assigning a profile without Undo sends one request per user when the window ends', async () => {
    const { user } = await open('/user');
    await selectTwo(user);
    await assignProfile(user);
    expect(profileWrites()).toEqual([]);
    expect(
      await screen.findByText('Profiles created: 2. Profiles changed: 0. Failed: 0.', {}, afterWindow),
    ).toBeInTheDocument();
    expect(profileWrites()).toHaveLength(2);
  });

  it('deleting the selected rows still asks, and goes at once when confirmed', async () => {
    const { user } = await open('/permission');
    await selectTwo(user);
    const bulkDelete = screen.getAllByRole('button', { name: 'Delete' }).filter((button) => !button.closest('tr'));
    await user.click(bulkDelete[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes('DELETE', /^\/permission/)).toEqual([]);
    await user.click(bulkDelete[0] as HTMLElement);
    await confirmDialog(user);
    await waitFor(() => expect(writes('DELETE', /^\/permission/)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('a delete waiting behind another notification is sent when the page is left', async () => {
    const record = permissions().at(0)!;
    const { user } = await open('/permission');
    await selectTwo(user);
    const bulkDelete = screen.getAllByRole('button', { name: 'Delete' }).filter((button) => !button.closest('tr'));
    await user.click(bulkDelete[0] as HTMLElement);
    await confirmDialog(user);
    // "2 elements deleted" is on screen (no Undo); a row delete now waits behind it.
    expect(await screen.findByRole('alert')).toHaveTextContent('2 elements deleted');
    const row = await findRow(String(record.title));
    await user.click(within(row).getByRole('button', { name: `Actions for ${record.title}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await confirmDialog(user);
    expect(screen.getByRole('alert')).toHaveTextContent('2 elements deleted');
    expect(leavePage()).toBe(false);
    await waitFor(() => expect(writes('DELETE', new RegExp(`^/permission/${record.id}$`))).toHaveLength(1));
  });
});
