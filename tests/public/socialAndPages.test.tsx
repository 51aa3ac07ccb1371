import { render, screen, waitFor } from '@testing-library/react';
import { ServicesContext } from '../../src/framework/ServicesContext';
import { useServerVersion } from '../../src/framework/useServerVersion';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { startedRoundTrip } from '../support/startedRoundTrip';

const sim = startSimulator();

describe('social sign-in', () => {
  it("offers the social providers on the sign-in page, pointing at the provider's sign-in page", async () => {
    renderApp('/');
    const google = new URL(
      (await screen.findByRole('link', { name: 'Continue with Google' }, { timeout: 8000 })).getAttribute('href') ?? '',
    );
    expect(google.pathname).toBe('/__provider/social/google/authorize');
    expect(Object.fromEntries(google.searchParams)).toEqual({
      redirect_uri: `${window.location.origin}/social-login`,
      auth_type_id: '4',
    });
    expect(screen.getByRole('link', { name: 'Continue with GitHub' })).toBeInTheDocument();
    // The request names the console's own callback page (decision 0024).
    const asked = sim.requests.find((request) => request.path === '/internal-auth/methods');
    expect(Object.fromEntries(new URLSearchParams(asked?.query))).toEqual({
      redirect_uri: `${window.location.origin}/social-login`,
    });
  });

  it("offers no social provider when the server's init data does not offer social sign-in (types)", async () => {
    sim.store.settings.types = ['basic', 'jwt', 'key'];
    renderApp('/');
    await screen.findByRole('button', { name: 'Sign in' }, { timeout: 8000 });
    await waitFor(() => expect(sim.requests.some((request) => request.path === '/internal-auth/methods')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('link', { name: /^Continue with/ })).not.toBeInTheDocument();
  });

  it('exchanges the provider token of the callback, stores the session, removes the token from the URL and goes home', async () => {
    const services = testServices();
    renderApp(
      `/social-login?provider=github&auth_type_id=4&state=${startedRoundTrip('sign-in', 'github')}&access_token=${sim.issueSocialToken('github', 'sim-github-2')}`,
      { services },
    );
    expect(window.location.search).toBe('?provider=github&auth_type_id=4');
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(services.session.isSignedIn).toBe(true);
    expect(window.location.href).not.toContain('access_token');
  });

  it('stores console tokens given in the query string and never leaves them in the URL', async () => {
    const seed = testServices();
    const tokens = await signIn(seed);
    seed.session.clear();
    const services = testServices();
    services.session.setDeviceId(seed.session.state.deviceId ?? '');
    const query = new URLSearchParams({
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token ?? '',
      expires_in: String(tokens.expires_in),
      auth_type_id: tokens.auth_type_id,
      state: startedRoundTrip('sign-in', 'github'),
    });
    renderApp(`/social-login?${query}`, { services });
    expect(window.location.href).not.toContain(tokens.access_token);
    await waitFor(() => expect(services.session.state.accessToken).toBe(tokens.access_token));
  });

  it('says when the account is unknown', async () => {
    renderApp(
      `/social-login?provider=google&auth_type_id=4&state=${startedRoundTrip('sign-in', 'google')}&access_token=${sim.issueSocialToken('google', 'nobody@google.test')}`,
    );
    expect(await screen.findByText('No account found with this email', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('says when the provider did not issue the token', async () => {
    renderApp(
      `/social-login?provider=github&auth_type_id=4&state=${startedRoundTrip('sign-in', 'github')}&access_token=sim-github-2`,
    );
    expect(
      await screen.findByText('The social provider did not issue this token', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});

describe('static pages, /test and the cookie notice', () => {
  it('shows /terms and /privacy linking to the provider pages, and a configured page', async () => {
    const view = renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of service' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Terms of service' })).toHaveAttribute(
      'href',
      'https://identity.example.com/terms',
    );
    view.unmount();
    const services = testServices({
      staticPages: { privacy: 'https://example.org/p', imprint: 'https://example.org/i' },
    });
    const second = renderApp('/imprint', { services });
    expect(await screen.findByRole('link', { name: /Read the Imprint/ }, { timeout: 8000 })).toHaveAttribute(
      'href',
      'https://example.org/i',
    );
    second.unmount();
    renderApp('/terms', { services });
    expect(await screen.findByRole('heading', { name: 'Oops...' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('serves /test', async () => {
    renderApp('/test');
    expect(await screen.findByText('The console is running.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('remembers that the cookie notice was acknowledged', async () => {
    const user = userEvent.setup();
    const first = renderApp('/');
    const notice = await screen.findByRole('region', { name: 'Cookie notice' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(notice).not.toBeInTheDocument();
    first.unmount();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });
});

describe('demo mode for guests', () => {
  it("offers the demo account the server's init data names, typed into the sign-in form", async () => {
    sim.store.demo.account = { login: 'visitor@demo.test', password: 'Visit0r!' };
    const services = testServices({ api: { baseUrl: 'http://demo.localhost/api/v1' } }, 'demo.localhost');
    renderApp('/', { services });
    expect(
      await screen.findByText('Demo sign-in: visitor@demo.test / Visit0r!', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/E-mail/)).toHaveValue('visitor@demo.test'));
  });

  it('shows the demo notice with the next reset time, the demo sign-in and the demo info page', async () => {
    const services = testServices({ api: { baseUrl: 'http://demo.localhost/api/v1' } }, 'demo.localhost');
    renderApp('/', { services });
    expect(
      await screen.findByText(
        /Demo mode: data is shared by all visitors and resets every 24 hours/,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Next reset:/)).toBeInTheDocument();
    expect(screen.getByText('Demo sign-in: demo@demo.test / Demo123!')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('link', { name: 'About the demo' })[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About the demo' }, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});

describe('updates', () => {
  it('polls the init data every updatesInterval and reloads when the server version changes', async () => {
    const reload = vi.fn();
    const services = testServices({ updatesInterval: 1000 });
    function Probe() {
      const init = useServerVersion(reload);
      return <p>{init ? `version ${init.version}` : 'loading'}</p>;
    }
    render(
      <ServicesContext.Provider value={services}>
        <Probe />
      </ServicesContext.Provider>,
    );
    expect(await screen.findByText('version 1.0.0')).toBeInTheDocument();
    const polls = () => sim.requests.filter((r) => r.path === '/init/guest').length;
    const before = polls();
    await waitFor(() => expect(polls()).toBeGreaterThan(before), { timeout: 3000 });
    expect(reload).not.toHaveBeenCalled();
    sim.store.settings.version = '2.0.0';
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });
});
