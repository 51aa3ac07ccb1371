import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

const sim = startSimulator();

describe('the authentication type form', () => {
  it('warns when another social type already offers a chosen provider', async () => {
    const user = userEvent.setup();
    const t = sim.store.orgs.get('acme')!.tables.authType;
    const social = t.rows.find((row) => row.type === 'social')!;
    social.details.providers = ['google'];
    const { id: _id, ...copy } = social;
    const staff = t.insert({
      ...copy,
      title: 'Staff',
      priority: 50,
      details: { ...social.details, providers: ['github'] },
    });
    const services = testServices();
    await signIn(services);
    renderConsole(services, `/auth-type/update/${staff.id}`);
    const providers = await screen.findByRole('combobox', { name: /^Social networks/ }, { timeout: 10_000 });
    // Its own provider is no warning, though the type's own record offers it.
    await screen.findByText('GitHub');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(providers);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Google' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `Google is also offered by “${social.title}”: the sign-in buttons then show each type’s title`,
      ),
    );
  }, 60_000);
});
