import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { renderApp } from '../support/renderApp';
import { startedRoundTrip } from '../support/startedRoundTrip';

const sim = startSimulator();

describe('sign-up with a social account', () => {
  it('hands the provider account from the callback to the sign-up, which creates the organization with it', async () => {
    const user = userEvent.setup();
    // The visitor chose "sign up with Google"; the provider sent them back with its token.
    const state = startedRoundTrip('sign-up', 'google');
    renderApp(
      `/social-login?provider=google&auth_type_id=4&state=${state}&access_token=${sim.issueSocialToken('google', 'newcomer@google.test')}`,
    );

    expect(
      await screen.findByText('You are signing up with your Google account.', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sign-up');
    expect(window.location.search).not.toContain('access_token'); // never left in the address bar
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/Organization domain/), 'initech');
    await user.type(screen.getByLabelText(/Organization name/), 'Initech');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/Name on the card/), 'Owner');
    await user.type(screen.getByLabelText(/Card number/), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText(/Expiry date/), '12/40');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await user.click(screen.getByRole('button', { name: 'Pay and create the account' }));

    expect(await screen.findByRole('heading', { name: 'Welcome aboard!' })).toBeInTheDocument();
    const signUp = sim.requests.find((request) => request.method === 'POST' && request.path === '/internal-user');
    expect(signUp).toBeDefined();
    const owner = sim.store.orgs.get('initech')?.tables.user.rows[0] as
      { social?: Record<string, string>; password?: string | null } | undefined;
    expect(owner?.social).toEqual({ google: 'newcomer@google.test' }); // signs in with Google, no password
    expect(owner?.password ?? null).toBeNull();
  });
});
