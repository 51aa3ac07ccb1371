import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { endpointTable } from '../../src/api/contract/endpointTable';

const sim = startSimulator();

/** A seeded user of Acme who is no administrator (seeded users sign in with `Password1!`). */
function ordinaryAccount() {
  const user = sim.store.orgs.get('acme')?.tables.user.rows.find((row) => !row.admin && row.email);
  if (!user?.email) throw new Error('no ordinary user in the seed');
  return { email: user.email, password: 'Password1!' };
}

/** Requests the console sent to an endpoint the contract reserves for administrators. */
function administrationRequests() {
  const patterns = [...endpointTable.values()]
    .filter((endpoint) => endpoint.admin)
    .map((endpoint) => ({
      method: endpoint.method,
      pattern: new RegExp(`^${endpoint.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
    }));
  return sim.requests.filter((request) =>
    patterns.some(({ method, pattern }) => method === request.method && pattern.test(request.path)),
  );
}

describe('an ordinary user gets their own area only', () => {
  it('opens at their own area, with no administration entry in the menu and no administration request', async () => {
    const services = testServices();
    await signIn(services, ordinaryAccount());
    renderApp('/', { services });
    await waitFor(() => expect(window.location.pathname).toBe('/me/profile'), { timeout: 10000 });
    const menu = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByRole('menuitem', { name: 'Home' })).toBeInTheDocument();
    for (const name of ['Projects', 'Users', 'Authentication types', 'Permissions', 'Setup'])
      expect(within(menu).queryByRole('menuitem', { name })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(administrationRequests()).toEqual([]);
  });

  it.each(['/project', '/user/update/1', '/auth-type/settings/1', '/permission/create', '/setup', '/imports'])(
    'shows "You need administrator access" at %s and sends no administration request',
    async (path) => {
      const services = testServices();
      await signIn(services, ordinaryAccount());
      renderApp(path, { services });
      expect(
        await screen.findByRole('heading', { name: 'You need administrator access' }, { timeout: 10000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/me/profile');
      expect(administrationRequests()).toEqual([]);
      expect(services.session.isSignedIn).toBe(true);
    },
  );

  it('still opens every administration screen for an administrator', async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/project', { services });
    expect(await screen.findByRole('table', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You need administrator access' })).toBeNull();
  });

  it('reads a 403 as no access: a message, not an error screen or a sign-out', async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/project', { services });
    await screen.findByRole('table', {}, { timeout: 10000 });
    // The administrator loses the role while the console is open.
    const acme = sim.store.orgs.get('acme');
    const me = acme?.tables.user.rows.find((row) => row.email === 'admin@acme.test');
    if (me) me.admin = false;
    window.history.pushState({}, '', '/permission');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('You need administrator access', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(services.session.isSignedIn).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Something went wrong.' })).toBeNull();
  });
});

describe('the administrator attribute is shown, read-only', () => {
  it('on the users list, as a column the column chooser shows', async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/user', { services });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Columns' }, { timeout: 10000 }));
    await user.click(await screen.findByRole('switch', { name: 'Administrator' }));
    // The chooser is open: the list behind it is hidden from the accessibility tree meanwhile.
    expect(
      await screen.findByRole('columnheader', { name: /Administrator/, hidden: true }, { timeout: 10000 }),
    ).toBeInTheDocument();
  });

  it("on the user's record", async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/user/update/1', { services });
    const checkbox = await screen.findByRole('switch', { name: 'Administrator' }, { timeout: 10000 });
    expect(checkbox).toBeChecked();
    expect(checkbox).toBeDisabled();
  });
});
