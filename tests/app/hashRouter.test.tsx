import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { ADMIN, renderApp, signIn, testServices } from '../support/renderApp';
import { userEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { startedRoundTrip } from '../support/startedRoundTrip';
import { preferenceEndpoints } from '../../src/api/contract/endpoints/serviceEndpoints';
import { signInOnPage } from '../support/signInOnPage';

const sim = startSimulator();

/** The console with config.json's `router: "hash"`, at `address` (path, query and hash as typed). */
const renderHashConsole = (address: string, services = testServices({ router: 'hash' })) =>
  renderApp(address, { services });

afterEach(() => window.history.replaceState(null, '', '/'));

async function signInThroughTheForm() {
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  await signInOnPage(user);
  return user;
}

describe('the console under the hash router', () => {
  it('sends a guest who deep-links to a record to sign in, back to the record, and navigates by hash', async () => {
    const reader = testServices();
    await signIn(reader);
    const member = (await reader.client.call(userEndpoints.get, { params: { id: '4' } })).username;
    localStorage.clear();
    renderHashConsole('/#/user/update/4');
    await waitFor(() => expect(window.location.hash).toBe('#/'));
    const user = await signInThroughTheForm();
    await waitFor(() => expect(window.location.hash).toBe('#/user/update/4'));
    expect(window.location.pathname).toBe('/');
    const tablist = await screen.findByRole('tablist', { name: String(member) }, { timeout: 8000 });
    const profiles = within(tablist).getByRole('tab', { name: 'Profiles' });
    expect(profiles).toHaveAttribute('href', '#/user/profile/4');
    await user.click(profiles);
    await waitFor(() => expect(window.location.hash).toBe('#/user/profile/4'));
    expect(await screen.findByRole('tabpanel', { name: 'Profiles' })).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    const projects = within(navigation).getByRole('menuitem', { name: 'Projects' });
    expect(projects).toHaveAttribute('href', '#/project');
    await user.click(projects);
    await waitFor(() => expect(window.location.hash).toBe('#/project'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    // The command palette opens screens by route too.
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.type(within(dialog).getByRole('combobox'), 'permis');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Permissions' }, { timeout: 8000 })).toBeVisible();
    expect(window.location.hash).toBe('#/permission');
    expect(window.location.pathname).toBe('/');
  }, 60_000);

  it('takes the tokens of a social provider’s return out of the address, signs in and goes home', async () => {
    const token = sim.issueSocialToken('github', 'sim-github-2');
    const services = testServices({ router: 'hash' });
    const state = startedRoundTrip('sign-in', 'github');
    renderHashConsole(`/?provider=github&auth_type_id=4&state=${state}&access_token=${token}#/social-login`, services);
    expect(window.location.href).not.toContain(token);
    expect(window.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    expect(services.session.isSignedIn).toBe(true);
    expect(window.location.hash).toBe('#/');
    expect(window.location.href).not.toContain('access_token');
  });

  it('opens a password-reset link written as a clean path, with its code', async () => {
    const user = userEvent.setup();
    const recovery = renderHashConsole('/#/password-recovery');
    await user.type(await screen.findByLabelText(/E-mail address/, {}, { timeout: 8000 }), ADMIN.email);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await screen.findByText(/If an account exists for this address/);
    recovery.unmount();
    const code = sim.store.mail.at(-1)!.code;
    renderHashConsole(`/password-reset?code=${code}`);
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      `/#/password-reset?code=${code}`,
    );
    // The form shows once the link's code is checked.
    await user.type(await screen.findByLabelText(/E-mail address/), ADMIN.email);
    await user.type(screen.getByLabelText(/New password/), 'Brand-new-1');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
  });

  it('opens a saved view from its link and copies the link in hash form', async () => {
    const services = testServices({ router: 'hash' });
    await signIn(services);
    const view = {
      id: 'v1',
      name: 'Smiths',
      state: { filter: { q: 'smith' }, sort: { field: 'username', order: 'DESC' }, perPage: 10, hidden: [] },
    };
    await services.client.call(preferenceEndpoints.put, { params: { key: 'views.user' }, body: { views: [view] } });
    const user = userEvent.setup();
    renderHashConsole('/#/user?view=v1', services);
    expect(await screen.findByRole('button', { name: 'View: Smiths' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('smith'));
    await user.click(screen.getByRole('button', { name: 'View: Smiths' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage views…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved views' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy the link to “Smiths”' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/#/user?view=v1`);
  });
});
