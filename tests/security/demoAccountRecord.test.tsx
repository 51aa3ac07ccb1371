import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();
const DEMO_ACCOUNT = { email: 'demo@demo.test', password: 'Demo123!' };

function demoServices() {
  return testServices({ api: { baseUrl: 'http://demo.localhost/api/v1' } }, 'demo.localhost');
}

function demoUser(email: string) {
  const user = sim.store.orgs.get('demo')?.tables.user.rows.find((row) => row.email === email);
  if (!user) throw new Error(`no ${email} in the demo organization`);
  return user;
}

describe("the demo account's record in the demo organization", () => {
  it('offers no delete and no change of its sign-in', async () => {
    const services = demoServices();
    await signIn(services, DEMO_ACCOUNT);
    renderApp(`/user/update/${demoUser('demo@demo.test').id}`, { services });
    const username = await screen.findByRole('textbox', { name: /Username/ }, { timeout: 10000 });
    expect(username).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('offers no delete in its row menu, while other users keep theirs', async () => {
    const user = userEvent.setup();
    const services = demoServices();
    await signIn(services, DEMO_ACCOUNT);
    renderApp('/user', { services });
    await screen.findByRole('table', {}, { timeout: 10000 });
    const demoRow = (await screen.findAllByRole('row')).find((row) => within(row).queryByText('demo@demo.test'));
    if (!demoRow) throw new Error('no row of the demo account');
    await user.click(within(demoRow).getByRole('button', { name: /Actions|More/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('offers no new, changed or deleted sign-in method on its credentials tab; another user keeps them', async () => {
    const user = userEvent.setup();
    const services = demoServices();
    await signIn(services, DEMO_ACCOUNT);
    const demo = demoUser('demo@demo.test');
    const view = renderApp(`/user/credentials/${demo.id}`, { services });
    const table = await screen.findByRole('table', {}, { timeout: 10000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(within(table).queryByRole('checkbox')).toBeNull();
    // A row opens nothing.
    await user.click(rows[0]!);
    expect(window.location.pathname).toBe(`/user/credentials/${demo.id}`);
    view.unmount();

    const other = sim.store.orgs.get('demo')!.tables.user.rows.find((row) => row.admin !== true && row.id !== demo.id)!;
    renderApp(`/user/credentials/${other.id}`, { services });
    expect(await screen.findByRole('link', { name: 'Create' }, { timeout: 10000 })).toBeInTheDocument();
  });
});
