import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { signInForOfferedChange } from '../support/signInOnPage';

/**
 * A generated create form keeps the new record until the server has created it: a create that
 * meets the end of the session (the refresh refused) is offered back after signing in, and a
 * refused one keeps what was typed and stores nothing.
 */
const sim = startSimulator();
const STORAGE_KEY = 'identity-console.pendingChanges';
const PAST_REFRESH = 25 * 60 * 60 * 1000;
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown[];
const permissions = () => [...sim.store.orgs.get('acme')!.tables.permission.rows];

async function fillPermission(title: string, code: string) {
  const services = testServices();
  await signIn(services);
  renderApp('/permission/create', { services });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Title/, {}, { timeout: 8000 }), title);
  await user.type(screen.getByLabelText(/Code/), code);
  return user;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a create form', { timeout: 40_000 }, () => {
  it('signed out on the way: kept, and offered back on the same page after signing in', async () => {
    const user = await fillPermission('Kept permission', 'kept_permission');
    sim.clock.advance(PAST_REFRESH);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 8_000 })).toBeInTheDocument();
    expect(permissions().some((row) => row.code === 'kept_permission')).toBe(false);
    expect(stored()).toHaveLength(1);

    const dialog = await signInForOfferedChange(user);
    expect(window.location.pathname).toBe('/permission/create');
    expect(dialog).toHaveTextContent('Create Permission “Kept permission”');
    await user.click(within(dialog).getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(permissions().filter((row) => row.code === 'kept_permission')).toHaveLength(1));
    expect(stored()).toEqual([]);
  });

  it('refused: the reason, what was typed stays, and nothing is kept', async () => {
    sim.faults.add({ method: 'POST', path: '/permission', status: 503, times: 1 });
    const user = await fillPermission('Refused permission', 'refused_permission');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/server/i, {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveValue('Refused permission');
    expect(window.location.pathname).toBe('/permission/create');
    expect(stored()).toEqual([]);
  });
});
