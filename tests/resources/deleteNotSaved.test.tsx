import '../support/shortUndoWindow';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { en } from '../../i18n/en';
import type { PermissionRow } from '../../simulator/store';
import { signIn, testServices } from '../support/renderApp';
import { UNDO_WINDOW_MS } from '../support/shortUndoWindow';
import { startSimulator } from '../support/simulatorServer';
import { findRow, renderConsole } from './harness';

/**
 * A delete refused when its undo window ends is not lost behind an error that hides on its own:
 * a persistent "Not saved" names it (row or record page), and Save now sends it again.
 */
const sim = startSimulator();
const STORAGE_KEY = 'identity-console.pendingChanges';
const afterWindow = { timeout: UNDO_WINDOW_MS + 3_000 };
const permissions = (): PermissionRow[] => [...sim.store.orgs.get('acme')!.tables.permission.rows];
const deletes = () => sim.requests.filter((request) => request.method === 'DELETE');
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown[];

async function open(route: string) {
  const services = testServices();
  await signIn(services);
  renderConsole(services, route);
  return userEvent.setup();
}

async function confirmIn(dialog: HTMLElement) {
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Delete' }));
}

async function deleteRow(user: UserEvent, name: string) {
  const row = await findRow(name);
  await user.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  await confirmIn(await screen.findByRole('dialog'));
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a delete refused at the end of its undo window', { timeout: 60_000 }, () => {
  it("a row's: a persistent error names it; Save now deletes it", async () => {
    sim.faults.add({ method: 'DELETE', path: '/permission/*', status: 503, times: 1 });
    const record = permissions().at(-1)!;
    const user = await open('/permission');
    await deleteRow(user, String(record.title));

    const refused = await screen.findByText(`Not saved: Delete Permission “${record.title}”`, {}, afterWindow);
    const alert = refused.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(en.app.errors.server);
    // It does not hide on its own, as the notifications do.
    await new Promise((resolve) => setTimeout(resolve, UNDO_WINDOW_MS + 500));
    expect(alert).toBeVisible();
    expect(permissions().some((row) => row.id === record.id)).toBe(true);
    // The row is back in the list.
    expect(await findRow(String(record.title))).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(permissions().some((row) => row.id === record.id)).toBe(false));
    await waitFor(() => expect(screen.queryByText(/^Not saved:/)).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(2);
    expect(stored()).toEqual([]);
  });

  it("the record page's: a persistent error names it, on the list it went to", async () => {
    sim.faults.add({ method: 'DELETE', path: '/permission/*', status: 403, body: { message: 'Forbidden' } });
    const record = permissions().at(-1)!;
    const user = await open(`/permission/update/${record.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 8_000 }));
    await confirmIn(await screen.findByRole('dialog'));
    await waitFor(() => expect(window.location.pathname).toBe('/permission'));

    const refused = await screen.findByText(`Not saved: Delete Permission “${record.title}”`, {}, afterWindow);
    const alert = refused.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(en.app.errors.forbidden);
    await user.click(within(alert).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(permissions().some((row) => row.id === record.id)).toBe(true);
    expect(stored()).toEqual([]);
  });

  it('accepted: nothing is kept and nothing says "not saved"', async () => {
    const record = permissions().at(-1)!;
    const user = await open('/permission');
    await deleteRow(user, String(record.title));
    await waitFor(() => expect(permissions().some((row) => row.id === record.id)).toBe(false), afterWindow);
    await waitFor(() => expect(stored()).toEqual([]));
    expect(screen.queryByText(/^Not saved:/)).not.toBeInTheDocument();
  });
});
