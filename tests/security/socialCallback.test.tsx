import { screen } from '@testing-library/react';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { startedRoundTrip } from '../support/startedRoundTrip';
import { meEndpoints } from '../../src/api/contract/endpoints/meEndpoints';

const sim = startSimulator();

/** The attacker's token: one the provider issued for his own account, as in the probe. */
const attackerToken = () => sim.issueSocialToken('github', 'attacker@github.test');
const unrequested = /This sign-in was not started from this browser tab, so nothing was done/;

async function linkedProviders(services: ReturnType<typeof testServices>) {
  return (await services.client.call(meEndpoints.get)).linked_providers ?? [];
}

describe('the social callback acts only on round trips this tab started', () => {
  it('links nothing for a signed-in administrator who opens a crafted link without state, and keeps them signed in', async () => {
    const services = testServices();
    await signIn(services);
    const before = await linkedProviders(services);
    renderApp(`/social-login?provider=github&auth_type_id=4&access_token=${attackerToken()}`, { services });
    expect(await screen.findByText(unrequested, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(window.location.search).not.toContain('access_token');
    expect(sim.requests.some((r) => r.method === 'POST' && r.path.startsWith('/internal-user/me/social'))).toBe(false);
    expect(services.session.isSignedIn).toBe(true);
    expect(await linkedProviders(services)).toEqual(before);
    expect(screen.queryByText(/is now linked/)).not.toBeInTheDocument();
  });

  it('refuses a state this tab did not start, and a state used once already', async () => {
    const services = testServices();
    await signIn(services);
    startedRoundTrip('link', 'github');
    const view = renderApp(
      `/social-login?provider=github&auth_type_id=4&state=forged-${'x'.repeat(40)}&access_token=${attackerToken()}`,
      {
        services,
      },
    );
    expect(await screen.findByText(unrequested, {}, { timeout: 8000 })).toBeInTheDocument();
    view.unmount();
    // The kept state was spent by that callback: replaying the right one now does nothing either.
    const state = startedRoundTrip('link', 'gitlab');
    sessionStorage.removeItem('social.roundTrip');
    renderApp(`/social-login?provider=gitlab&auth_type_id=4&state=${state}&access_token=${attackerToken()}`, {
      services,
    });
    expect(await screen.findByText(unrequested, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await linkedProviders(services)).toEqual([]);
  });

  it('signs nobody in from a callback without state', async () => {
    const services = testServices();
    renderApp(
      `/social-login?provider=github&auth_type_id=4&access_token=${sim.issueSocialToken('github', 'sim-github-2')}`,
      {
        services,
      },
    );
    expect(await screen.findByText(unrequested, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(services.session.isSignedIn).toBe(false);
    expect(sim.requests.some((r) => r.method === 'POST' && r.path === '/internal-user/me')).toBe(false);
  });

  it("never replaces a signed-in user's tokens with tokens from the address", async () => {
    const other = testServices();
    const foreign = await signIn(other);
    const services = testServices();
    const own = await signIn(services);
    const query = new URLSearchParams({
      access_token: foreign.access_token,
      refresh_token: foreign.refresh_token ?? '',
      expires_in: String(foreign.expires_in),
      auth_type_id: foreign.auth_type_id,
      state: startedRoundTrip('sign-in', 'github'),
    });
    renderApp(`/social-login?${query}`, { services });
    expect(
      await screen.findByText(
        /You are already signed in, so the sign-in in this address was ignored/,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(services.session.state.accessToken).toBe(own.access_token);
    expect(services.session.isSignedIn).toBe(true);
  });

  it('prints no text of the address: an unknown provider name is never shown', async () => {
    renderApp('/social-login?provider=Your%20account%20is%20locked%2C%20call%20555-0100&error=x');
    expect(
      await screen.findByText('Sign-in with the social network was cancelled or refused.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/locked|555-0100/i);
  });
});
