import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { startedRoundTrip } from '../support/startedRoundTrip';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { loadMessages } from '../../i18n/locales';
import { authEndpoints } from '../../src/api/contract/endpoints/sessionEndpoints';

const sim = startSimulator();

async function openSecurity(route = '/me/security') {
  const services = testServices();
  await signIn(services);
  renderApp(route, { services });
  expect(await screen.findByRole('heading', { level: 1, name: 'Security' }, { timeout: 8000 })).toBeInTheDocument();
  return services;
}

describe('me/security', () => {
  it('says "Passwords do not match" and keeps the typed values', async () => {
    const user = userEvent.setup();
    await openSecurity();
    await user.type(await screen.findByLabelText(/Current password/), 'Admin123!');
    await user.type(screen.getByLabelText(/^New password/), 'Newpass123!');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Other123!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Newpass123!');
  });

  it("checks the new password against the init data's rules before any request", async () => {
    const user = userEvent.setup();
    await openSecurity();
    await user.type(await screen.findByLabelText(/Current password/), 'Admin123!');
    await user.type(screen.getByLabelText(/^New password/), 'newpass1');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Password must contain at least one of these characters: !=@/)).toBeInTheDocument();
    expect(sim.requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/password'))).toEqual([]);
    expect(screen.getByLabelText(/^New password/)).toHaveValue('newpass1');
  });

  it('puts the server message "Current password is wrong" under the current password', async () => {
    const user = userEvent.setup();
    await openSecurity();
    await user.type(await screen.findByLabelText(/Current password/), 'Wrong123!');
    await user.type(screen.getByLabelText(/^New password/), 'Newpass123!');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Newpass123!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText('Current password is wrong')).length).toBeGreaterThan(0);
  });

  it("shows the server's too-short message translated, with the login method's own minimum", async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    renderApp('/me/security', { services, initialLocale: { locale: 'de', messages: await loadMessages('de') } });
    const current = await screen.findByLabelText(/Aktuelles Passwort/, {}, { timeout: 8000 });
    // Another administrator raises the console login's minimum after this page read the rules.
    const consoleLogin = [...sim.store.orgs.get('acme')!.tables.authType.rows].find((type) => type.type === 'jwt')!;
    consoleLogin.password_config = { ...consoleLogin.password_config!, min_length: 14 };
    await user.type(current, 'Admin123!');
    await user.type(screen.getByLabelText(/^Neues Passwort(?! wiederholen)/), 'Newpass123!');
    await user.type(screen.getByLabelText(/Neues Passwort wiederholen/), 'Newpass123!');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Neues Passwort(?! wiederholen)/)).toHaveAccessibleDescription(
        'Das Passwort ist zu kurz (weniger als 14 Zeichen)',
      ),
    );
    expect(screen.queryByText(/too short/)).toBeNull();
  });

  it("links a social account through the provider's page and comes back with the status of the action and provider, then unlinks after confirmation", async () => {
    const user = userEvent.setup();
    const services = await openSecurity();
    const link = await screen.findByRole('link', { name: 'Link Google' });
    const authorize = new URL(link.getAttribute('href') ?? '');
    expect(authorize.pathname).toBe('/__provider/social/google/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      redirect_uri: `${window.location.origin}/social-login`,
      auth_type_id: '4',
    });
    // The browser would now leave for the provider's page (jsdom cannot): the intent is remembered.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(link);
    // The link was followed with a new round trip's state, kept in this tab.
    const state = new URL(link.getAttribute('href') ?? '').searchParams.get('state') ?? '';
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(sessionStorage.getItem('social.roundTrip')).toContain(state);
    cleanup();
    // The provider's return: its page redirects to /social-login with the token it issued.
    renderApp(
      `/social-login?provider=google&auth_type_id=4&state=${state}&access_token=${sim.issueSocialToken('google', 'admin@google.test')}`,
      { services },
    );
    expect(await screen.findByText('Your Google account is now linked.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/me/security');
    expect(window.location.search).toBe('?status=link&provider=google');
    await user.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Your Google account has been unlinked.')).toBeInTheDocument();
    expect(window.location.search).toBe('?status=unlink&provider=google');
  });

  it("tells the outcome named by the status and provider it is opened with, in the console's language", async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/me/security?status=unlink&provider=github', {
      services,
      initialLocale: { locale: 'de', messages: await loadMessages('de') },
    });
    expect(await screen.findByRole('status', {}, { timeout: 8000 })).toHaveTextContent(
      'Die Verknüpfung Ihres GitHub-Kontos wurde aufgehoben.',
    );
    cleanup();
    renderApp('/me/security?status=link&provider=gitlab', { services });
    expect(await screen.findByRole('status', {}, { timeout: 8000 })).toHaveTextContent(
      'Your GitLab account is now linked.',
    );
    cleanup();
    // Anything but an action and a provider tells nothing.
    renderApp('/me/security?status=linked&provider=github', { services });
    await screen.findByRole('heading', { name: 'Social accounts' }, { timeout: 8000 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers no removal of the last login method, and says why beside the button', async () => {
    await openSecurity();
    const remove = await screen.findByRole('button', { name: 'Remove password sign-in' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('You cannot remove the last login method.');
    expect(screen.getByText('You cannot remove the last login method.')).toBeVisible();
  });

  it('removes password sign-in when a social account remains, after a confirmation whose Cancel has no icon', async () => {
    const user = userEvent.setup();
    const admin = sim.store.orgs.get('acme')!.tables.user.rows.find((row) => row.username === 'admin')!;
    admin.social = { ...admin.social, google: 'admin@google.test' };
    await openSecurity();
    const remove = await screen.findByRole('button', { name: 'Remove password sign-in' });
    expect(remove).toBeEnabled();
    expect(screen.queryByText('You cannot remove the last login method.')).toBeNull();
    await user.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Remove password sign-in?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' }).querySelector('svg')).toBeNull();
    expect(within(confirm).getByRole('button', { name: 'Remove' })).toHaveClass('MuiButton-containedError');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/You sign in with social accounts only/)).toBeInTheDocument();
  });

  it('keeps a linked account where it is while the offered ones load (the progress comes after it)', async () => {
    const admin = sim.store.orgs.get('acme')!.tables.user.rows.find((row) => row.username === 'admin')!;
    admin.social = { ...admin.social, google: 'admin@google.test' };
    sim.faults.add({ method: 'GET', path: authEndpoints.methods.path, delayMs: 1_500, times: 1 });
    await openSecurity();
    const unlink = await screen.findByRole('button', { name: 'Unlink Google' });
    const social = screen.getByRole('region', { name: 'Social accounts' });
    const progress = within(social).getByRole('progressbar', { name: 'Loading…' });
    // A progress above the list would push the button down as it goes: a click aimed at it misses.
    expect(unlink.compareDocumentPosition(progress) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(social).findByRole('link', { name: 'Link GitHub' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(social).queryByRole('progressbar')).toBeNull();
  });

  it('shows the spec message when the social account is linked to another user', async () => {
    const services = testServices();
    await signIn(services);
    renderApp(
      `/social-login?provider=github&auth_type_id=4&state=${startedRoundTrip('link', 'github')}&access_token=${sim.issueSocialToken('github', 'sim-github-2')}`,
      { services },
    );
    expect(await screen.findByText('This social account is already linked to another user')).toBeInTheDocument();
    expect(window.location.search).not.toContain('access_token');
  });

  it('deletes the account after an irreversible confirmation and lands on sign-in', async () => {
    const user = userEvent.setup();
    const services = await openSecurity();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('This cannot be undone.');
    // The account's e-mail (or username) must be typed first; anything else keeps Delete disabled.
    const deleteButton = within(confirm).getByRole('button', { name: 'Delete my account' });
    expect(deleteButton).toBeDisabled();
    const typed = within(confirm).getByRole('textbox', { name: 'To confirm, type admin@acme.test' });
    await user.type(typed, 'admin@acme.tes');
    expect(deleteButton).toBeDisabled();
    await user.type(typed, 't');
    expect(deleteButton).toBeEnabled();
    expect(sim.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    await user.click(deleteButton);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(services.session.isSignedIn).toBe(false));
  });

  it("accepts the account's username in place of its e-mail, and Cancel forgets what was typed", async () => {
    const user = userEvent.setup();
    await openSecurity();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    let confirm = await screen.findByRole('dialog');
    await user.type(within(confirm).getByRole('textbox', { name: /^To confirm, type/ }), 'admin');
    expect(within(confirm).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByRole('textbox', { name: /^To confirm, type/ })).toHaveValue('');
    expect(within(confirm).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    expect(sim.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  });
});
