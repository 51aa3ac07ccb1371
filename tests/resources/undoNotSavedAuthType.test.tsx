import '../support/shortUndoWindow';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/en';
import { authTypeEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { signIn, testServices } from '../support/renderApp';
import { UNDO_WINDOW_MS } from '../support/shortUndoWindow';
import { startSimulator } from '../support/simulatorServer';
import { findRecordPage, renderConsole } from './harness';
import { signInForOfferedChange } from '../support/signInOnPage';

/**
 * The authentication type's own forms (password settings here; credentials go the same way,
 * `useAuthTypePatch`) are never lost behind their "saved" message either: refused at the end of
 * the undo window, a persistent error names what was not saved and offers it again; signed out on
 * the way, the change is kept and offered back on the same page after signing in.
 */
const sim = startSimulator();
const STORAGE_KEY = 'identity-console.pendingChanges';
const PAST_REFRESH = 25 * 60 * 60 * 1000;
const afterWindow = { timeout: UNDO_WINDOW_MS + 3_000 };
const patches = () => sim.requests.filter((request) => request.method === 'PATCH');
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown[];

async function openSettings() {
  window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
  const services = testServices();
  await signIn(services);
  const page = await services.client.call(authTypeEndpoints.list, { query: { page: 1, page_size: 100 } });
  const basic = page.items.find((type) => type.type === 'basic')!;
  const route = `/auth-type/settings/${basic.id}`;
  renderConsole(services, route);
  await findRecordPage(basic.title, 'Password settings');
  const min = await screen.findByRole('spinbutton', { name: /Minimum length/ });
  await waitFor(() => expect(min).toHaveValue(Number(basic.password_config?.min_length ?? 6)));
  const user = userEvent.setup();
  await user.clear(min);
  await user.type(min, '14');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Password settings saved')).toBeInTheDocument();
  return { services, user, basic, route, min };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('password settings sent at the end of the undo window', { timeout: 60_000 }, () => {
  it('refused: a persistent error names the type and the field, the form keeps it, Save now sends it', async () => {
    sim.faults.add({ method: 'PATCH', path: '/auth-type/*/password-config', status: 503, times: 1 });
    const { services, user, basic, route, min } = await openSettings();
    const refused = await screen.findByText(
      `Not saved: Authentication type “${basic.title}”: Minimum length`,
      {},
      afterWindow,
    );
    const alert = refused.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(en.app.errors.server);
    expect(window.location.pathname).toBe(route);
    expect(min).toHaveValue(14);
    expect(stored()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, UNDO_WINDOW_MS));
    expect(alert).toBeVisible();

    await user.click(within(alert).getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    const saved = await services.client.call(authTypeEndpoints.get, { params: { id: basic.id } });
    expect(saved.password_config?.min_length).toBe(14);
    expect(patches()).toHaveLength(2);
    expect(stored()).toEqual([]);
  });

  it('signed out on the way: kept, and offered back on the same page after signing in', async () => {
    const { user, basic, route } = await (async () => {
      const opened = await openSettings();
      sim.clock.advance(PAST_REFRESH);
      return opened;
    })();
    expect(await screen.findByRole('heading', { name: 'Sign in' }, afterWindow)).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
    expect(stored()).toHaveLength(1);

    const dialog = await signInForOfferedChange(user);
    expect(window.location.pathname).toBe(route);
    expect(dialog).toHaveTextContent(`Authentication type “${basic.title}”: Minimum length`);
    await user.click(within(dialog).getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = sim.store.orgs.get('acme')!.tables.authType.rows;
    expect([...saved].find((row) => row.id === basic.id)?.password_config?.min_length).toBe(14);
  });
});
