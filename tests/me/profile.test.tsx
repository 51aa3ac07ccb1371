import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();

describe('me/profile and me/organization', () => {
  it('saves the full name and e-mail; a taken e-mail shows the server message on the field', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    renderApp('/me/profile', { services });
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' }, { timeout: 8000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'My area' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Organization', 'Security', 'API keys', 'Profile', 'Sessions', 'Activity log']);
    const name = await screen.findByLabelText(/Full name/);
    await waitFor(() => expect(name).toHaveValue('Acme Admin'));
    const taken = [...sim.store.orgs.get('acme')!.tables.user.rows].find(
      (u) => u.email && u.email !== 'admin@acme.test',
    )!.email!;
    const email = screen.getByLabelText(/E-mail address/);
    await user.clear(email);
    await user.type(email, taken);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Already exists, please use a different value')).length).toBeGreaterThan(0);
    expect(email).toHaveValue(taken);
    await user.clear(email);
    await user.type(email, 'boss@acme.test');
    await user.clear(name);
    await user.type(name, 'Acme Boss');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved')).toBeInTheDocument();
  });

  it('shows the username field instead of the e-mail in simple sign-in mode', async () => {
    const services = testServices({ signInMode: 'simple' });
    await signIn(services);
    renderApp('/me/profile', { services });
    expect(await screen.findByLabelText(/Username/, {}, { timeout: 8000 })).toHaveValue('admin');
    expect(screen.queryByLabelText(/E-mail address/)).not.toBeInTheDocument();
  });

  it('renames the organization; an empty name is required', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    renderApp('/me/organization', { services });
    const name = await screen.findByLabelText(/Organization name/, {}, { timeout: 8000 });
    await waitFor(() => expect(name).toHaveValue('Acme'));
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(name, 'Acme Corp');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The organization has been saved')).toBeInTheDocument();
    expect(sim.store.orgs.get('acme')!.name).toBe('Acme Corp');
  });

  it('is reached from the account menu', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    renderApp('/', { services });
    await user.click(await screen.findByRole('button', { name: /Account menu of/ }, { timeout: 8000 }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Security' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' }, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('demo mode in the my area', () => {
  it('shows the read-only notice with the next reset time and disables editing', async () => {
    const services = testServices({ api: { baseUrl: 'http://demo.localhost/api/v1' } }, 'demo.localhost');
    await signIn(services, { email: 'demo@demo.test', password: 'Demo123!' });
    renderApp('/me/profile', { services });
    expect(await screen.findByText('This page is read-only in demo mode.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText(/Next reset:/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
