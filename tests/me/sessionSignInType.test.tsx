import { screen, waitFor, within } from '@testing-library/react';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();

describe('me/session sign-in type', () => {
  it('names the type each session signed in with, by its title', async () => {
    const services = testServices();
    await signIn(services);
    const acme = sim.store.orgs.get('acme')!;
    const jwt = acme.tables.authType.rows.find((row) => row.type === 'jwt')!;
    renderApp('/me/session', { services });
    const current = (await screen.findByText('This device', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    // Under the device, in the device's cell.
    await waitFor(() => expect(within(current).getByText(`Sign-in type: ${jwt.title}`)).toBeInTheDocument());
  }, 60_000);
});
