import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { ADMIN, renderApp, signIn, testServices } from '../support/renderApp';
import { signInOnPage } from '../support/signInOnPage';

const sim = startSimulator();

describe('console shell', () => {
  it('shows the sign-in page to a guest at / and the dashboard after signing in', async () => {
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await signInOnPage(user);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(localStorage.getItem('auth')).toContain('accessToken');
  });

  it('asks for the username in simple sign-in mode', async () => {
    const user = userEvent.setup();
    renderApp('/', { services: testServices({ signInMode: 'simple' }) });
    await user.type(await screen.findByLabelText(/Username/), 'admin');
    expect(screen.queryByLabelText(/E-mail/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Password/), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const create = sim.requests.find((request) => request.path === '/internal-auth/token-create');
    expect(create).toBeDefined();
  });

  it("takes the sign-in mode from the server's init data, unless the configuration sets one", async () => {
    sim.store.settings.signInMode = 'simple';
    const first = renderApp('/');
    expect(await screen.findByLabelText(/Username/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/E-mail/)).not.toBeInTheDocument();
    first.unmount();
    renderApp('/', { services: testServices({ signInMode: 'email' }) });
    expect(await screen.findByLabelText(/E-mail/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Username/)).not.toBeInTheDocument();
  });

  it('keeps the typed e-mail and shows the spec message when the password is wrong', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const email = await screen.findByLabelText(/E-mail/);
    await user.type(email, ADMIN.email);
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(email).toHaveValue(ADMIN.email);
    expect(localStorage.getItem('auth') ?? '').not.toContain('accessToken":"');
  });

  it('says the server cannot be reached when sign-in meets a network error', async () => {
    sim.faults.add({ method: 'POST', path: '/internal-auth/token-create', network: true });
    const user = userEvent.setup();
    renderApp('/');
    await user.type(await screen.findByLabelText(/E-mail/), ADMIN.email);
    await user.type(screen.getByLabelText(/Password/), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server cannot be reached');
  });

  it('shows the 404 screen at /page-not-found and at any unknown path, signed in or not', async () => {
    renderApp('/page-not-found');
    expect(await screen.findByRole('heading', { name: 'Oops...' })).toBeInTheDocument();
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });

  it('shows the 404 screen inside the admin frame for a signed-in user', async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/no/such/page', { services });
    expect(await screen.findByRole('heading', { name: 'Oops...' })).toBeInTheDocument();
    // The admin frame (app bar with the account menu) surrounds it.
    expect(await screen.findByRole('button', { name: /Account menu of/ })).toBeInTheDocument();
  });

  it('signs out through the user menu: local state cleared, back on the sign-in page', async () => {
    const user = userEvent.setup();
    const services = testServices();
    const tokens = await signIn(services);
    renderApp('/', { services });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await user.click(await screen.findByRole('button', { name: /Account menu of/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(JSON.stringify({ ...localStorage })).not.toContain(tokens.access_token));
    expect(sim.requests.some((request) => request.path === '/internal-auth/logout')).toBe(true);
  });

  it('signs out when the session cannot be refreshed', async () => {
    const services = testServices();
    await signIn(services);
    sim.faults.add({
      method: '*',
      path: '/internal-auth/token-refresh',
      status: 401,
      body: { message: 'Unauthorized' },
    });
    sim.clock.advance(60 * 60 * 1000); // the access token has expired on the server
    renderApp('/', { services });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(services.session.isSignedIn).toBe(false);
  });

  it('sends a guest who deep-links to an admin screen to sign in, then back to that screen', async () => {
    const user = userEvent.setup();
    renderApp('/permission');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    await signInOnPage(user);
    await waitFor(() => expect(window.location.pathname).toBe('/permission'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it.each(['/password-reset?code=abc', '/sign-up', '/password-recovery'])(
    'sends a signed-in user who opens the guest-only %s home, not to the not-found page',
    async (path) => {
      const services = testServices();
      await signIn(services);
      renderApp(path, { services });
      await waitFor(() => expect(window.location.pathname).toBe('/'));
      expect(screen.queryByRole('heading', { name: 'Oops...' })).toBeNull();
      expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    },
  );

  it('hides a route disabled by configuration', async () => {
    const services = testServices({ disabledRoutes: ['home'] });
    renderApp('/', { services });
    expect(await screen.findByRole('heading', { name: 'Oops...' })).toBeInTheDocument();
  });
});
