import '../support/shortUndoWindow';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { en } from '../../i18n/en';
import type { PermissionRow } from '../../simulator/store';
import { authEndpoints } from '../../src/api/contract/endpoints/sessionEndpoints';
import { signIn, testServices } from '../support/renderApp';
import { UNDO_WINDOW_MS } from '../support/shortUndoWindow';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';
import { signInOnPage } from '../support/signInOnPage';

/**
 * A change sent at the end of its undo window is never lost behind its success message:
 * - the session ends on the way (401, the refresh refused): the change stays in the pending-change
 *   store, the sign-in comes back to the same page and offers it again;
 * - no answer: after `requestTimeoutMs` a translated "did not answer in time", the form keeps
 *   what was typed;
 * - refused: a persistent error names the record and the fields not saved, and offers the change
 *   again (Save now, Discard).
 */
const sim = startSimulator();

const STORAGE_KEY = 'identity-console.pendingChanges';
/** Past the refresh token's lifetime (24 h in the seed): the next request's refresh is refused. */
const PAST_REFRESH = 25 * 60 * 60 * 1000;
const afterWindow = { timeout: UNDO_WINDOW_MS + 3_000 };

const permissions = (): PermissionRow[] => [...sim.store.orgs.get('acme')!.tables.permission.rows];
const titleOf = (id: unknown) => permissions().find((row) => row.id === id)?.title;
const puts = () => sim.requests.filter((request) => request.method === 'PUT' && /^\/permission\//.test(request.path));
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as Array<{ change: { record: string } }>;

async function open(route: string, overrides: Record<string, unknown> = {}) {
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
  const services = testServices(overrides);
  await signIn(services);
  const view = renderConsole(services, route);
  return { services, view, user: userEvent.setup() };
}

async function editTitle(user: UserEvent, record: PermissionRow, title: string) {
  const input = await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 8000 });
  await waitFor(() => expect(input).toHaveValue(String(record.title)));
  await user.clear(input);
  await user.type(input, title);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(`Permission '${title}' updated`);
  return input;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a change sent at the end of its undo window', { timeout: 60_000 }, () => {
  it('signed out on the way: kept, and offered back on the same page after signing in', async () => {
    const record = permissions().at(-1)!;
    const route = `/permission/update/${record.id}`;
    const { user } = await open(route);
    await editTitle(user, record, 'Title typed before the sign-out');
    sim.clock.advance(PAST_REFRESH);

    // The PUT meets a 401, the refresh a 401: signed out, the change not lost.
    expect(await screen.findByRole('heading', { name: 'Sign in' }, afterWindow)).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(sim.requests.filter((request) => request.path === authEndpoints.tokenRefresh.path)).toHaveLength(1);
    expect(titleOf(record.id)).toBe(record.title);
    expect(stored().map((entry) => entry.change.record)).toEqual([String(record.title)]);

    await signInOnPage(user);

    const dialog = await screen.findByRole('dialog', { name: '1 change was not saved' }, { timeout: 8_000 });
    expect(window.location.pathname).toBe(route);
    expect(dialog).toHaveTextContent(`Permission “${record.title}”: Title`);
    expect(dialog).toHaveTextContent('You were signed out before this change could be saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(titleOf(record.id)).toBe('Title typed before the sign-out'));
    expect(stored()).toEqual([]);
  });

  it('not answered: a translated timeout, what was typed stays, and Save can try again', async () => {
    sim.faults.add({ method: 'PUT', path: '/permission/*', abort: true, delayMs: 20_000, times: 1 });
    const record = permissions().at(-1)!;
    const route = `/permission/update/${record.id}`;
    const { user } = await open(route, { requestTimeoutMs: 1_000 });
    const input = await editTitle(user, record, 'Title of a silent server');

    const refused = await screen.findByText(`Not saved: Permission “${record.title}”: Title`, {}, afterWindow);
    const alert = refused.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(en.app.errors.timeout);
    expect(input).toHaveValue('Title of a silent server');
    expect(window.location.pathname).toBe(route);
    expect(titleOf(record.id)).toBe(record.title);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    // Still offered: a reload would offer it back too.
    expect(stored().map((entry) => entry.change.record)).toEqual([String(record.title)]);

    await user.click(within(alert).getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(titleOf(record.id)).toBe('Title of a silent server'));
    await waitFor(() => expect(screen.queryByText(/^Not saved:/)).not.toBeInTheDocument());
    expect(stored()).toEqual([]);
  });

  it('refused: a persistent error names the record and the fields, Discard forgets the change', async () => {
    sim.faults.add({ method: 'PUT', path: '/permission/*', status: 403, body: { message: 'Forbidden' } });
    const record = permissions().at(-1)!;
    const { user } = await open(`/permission/update/${record.id}`);
    await editTitle(user, record, 'Refused title');

    const refused = await screen.findByText(`Not saved: Permission “${record.title}”: Title`, {}, afterWindow);
    const alert = refused.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(en.app.errors.forbidden);
    // It does not hide on its own, as the notifications do.
    await new Promise((resolve) => setTimeout(resolve, UNDO_WINDOW_MS + 500));
    expect(alert).toBeInTheDocument();
    expect(alert).toBeVisible();
    expect(titleOf(record.id)).toBe(record.title);

    await user.click(within(alert).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(stored()).toEqual([]);
    expect(puts()).toHaveLength(1);
  });

  it('refused, then saved again from the form: the refused change is superseded, not offered', async () => {
    sim.faults.add({ method: 'PUT', path: '/permission/*', status: 503, times: 1 });
    const record = permissions().at(-1)!;
    const { user } = await open(`/permission/update/${record.id}`);
    await editTitle(user, record, 'First try');
    await screen.findByText(`Not saved: Permission “${record.title}”: Title`, {}, afterWindow);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByText(/^Not saved:/)).not.toBeInTheDocument());
    await waitFor(() => expect(titleOf(record.id)).toBe('First try'), afterWindow);
    expect(stored()).toEqual([]);
  });
});
