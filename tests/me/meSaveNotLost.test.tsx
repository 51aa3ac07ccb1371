import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/en';
import { apiKeyEndpoints, organizationEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { ADMIN, renderApp, signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { signInForOfferedChange } from '../support/signInOnPage';

/**
 * A my-area form saves without an undo window: it says "saved" only once the server has answered
 * (never for a refused save), and a save that meets the end of the session (the refresh refused)
 * is kept and offered back on the same page after signing in.
 */
const sim = startSimulator();
const STORAGE_KEY = 'identity-console.pendingChanges';
const PAST_REFRESH = 25 * 60 * 60 * 1000;
const admin = () => [...sim.store.orgs.get('acme')!.tables.user.rows].find((row) => row.email === ADMIN.email)!;
const profilePuts = () =>
  sim.requests.filter((request) => request.method === 'PUT' && /^\/internal-user\//.test(request.path));
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown[];

async function typeName(name: string) {
  const services = testServices();
  await signIn(services);
  renderApp('/me/profile', { services });
  const user = userEvent.setup();
  const input = await screen.findByLabelText(/Full name/, {}, { timeout: 8000 });
  await waitFor(() => expect(input).toHaveValue('Acme Admin'));
  await user.clear(input);
  await user.type(input, name);
  return { user, input };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('a my-area save', { timeout: 40_000 }, () => {
  it('says "saved" only once the server has answered', async () => {
    sim.faults.add({ method: 'PUT', path: '/internal-user/*', delayMs: 1_500, times: 1 });
    const { user } = await typeName('Acme Patient');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(profilePuts()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 800));
    // Sent, not answered yet: nothing says it was saved, and nothing is saved.
    expect(screen.queryByText(en.me.profile.saved)).not.toBeInTheDocument();
    expect(admin().name).toBe('Acme Admin');
    expect(await screen.findByText(en.me.profile.saved, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(admin().name).toBe('Acme Patient');
    expect(stored()).toEqual([]);
  });

  it('refused: the reason, never "saved", and what was typed stays', async () => {
    sim.faults.add({ method: 'PUT', path: '/internal-user/*', status: 503, times: 1 });
    const { user, input } = await typeName('Acme Refused');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(en.app.errors.server)).toBeInTheDocument();
    expect(screen.queryByText(en.me.profile.saved)).not.toBeInTheDocument();
    expect(input).toHaveValue('Acme Refused');
    expect(stored()).toEqual([]);
  });

  it('signed out on the way: kept, and offered back on the same page after signing in', async () => {
    const { user } = await typeName('Acme Kept');
    sim.clock.advance(PAST_REFRESH);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 8_000 })).toBeInTheDocument();
    expect(admin().name).toBe('Acme Admin');
    expect(stored()).toHaveLength(1);

    const dialog = await signInForOfferedChange(user);
    expect(window.location.pathname).toBe('/me/profile');
    expect(dialog).toHaveTextContent('User “Acme Admin”: Full name, E-mail address');
    expect(dialog).toHaveTextContent('You were signed out before this change could be saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(admin().name).toBe('Acme Kept'));
    expect(stored()).toEqual([]);
  });

  it("an API key's note, signed out on the way: kept, and offered back after signing in", async () => {
    const services = testServices();
    await signIn(services);
    const created = await services.client.call(apiKeyEndpoints.create, { body: { note: 'first' } });
    const route = `/me/api/update/${created.data.id}`;
    renderApp(route, { services });
    const user = userEvent.setup();
    const note = await screen.findByLabelText('Note', {}, { timeout: 8000 });
    await waitFor(() => expect(note).toHaveValue('first'));
    await user.clear(note);
    await user.type(note, 'kept note');
    sim.clock.advance(PAST_REFRESH);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 8_000 })).toBeInTheDocument();
    // The key itself (a secret) is not in what is kept: only the note.
    expect(JSON.stringify(stored())).not.toContain(created.data.key);

    const dialog = await signInForOfferedChange(user);
    expect(window.location.pathname).toBe(route);
    expect(dialog).toHaveTextContent(`API key “${created.data.name}”: Note`);
    await user.click(within(dialog).getByRole('button', { name: 'Save now' }));
    await waitFor(() =>
      expect([...sim.store.orgs.get('acme')!.tables.apiKey.rows].find((row) => row.id === created.data.id)?.note).toBe(
        'kept note',
      ),
    );
  });

  it("the organization's name, signed out on the way: kept, and offered back after signing in", async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/me/organization', { services });
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Organization name/, {}, { timeout: 8000 });
    await waitFor(() => expect(name).toHaveValue('Acme'));
    await user.clear(name);
    await user.type(name, 'Acme Kept');
    sim.clock.advance(PAST_REFRESH);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 8_000 })).toBeInTheDocument();
    expect(stored()).toHaveLength(1);

    const dialog = await signInForOfferedChange(user);
    expect(window.location.pathname).toBe('/me/organization');
    expect(dialog).toHaveTextContent('My organization “Acme”: Organization name');
    await user.click(within(dialog).getByRole('button', { name: 'Save now' }));
    await waitFor(async () =>
      expect((await services.client.call(organizationEndpoints.get, {})).name).toBe('Acme Kept'),
    );
    expect(stored()).toEqual([]);
  });
});
