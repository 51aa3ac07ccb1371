import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mySessionEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

startSimulator();

describe('me/session', () => {
  it('lists active sessions with the spec columns; revoking another session keeps me signed in', async () => {
    const user = userEvent.setup();
    const other = testServices();
    await signIn(other); // a second session of the same user
    const services = testServices();
    await signIn(services);
    renderApp('/me/session', { services });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Active sessions' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    for (const column of ['Device', 'Expires', 'IP address', 'Updated', 'Refreshes', 'Identifier'])
      expect(await screen.findByRole('columnheader', { name: new RegExp(column) })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    const current = rows.find((row) => within(row).queryByText('This session'));
    const notCurrent = rows.slice(1).find((row) => row !== current && within(row).queryByRole('checkbox'));
    expect(current).toBeDefined();
    await user.click(within(notCurrent!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The session has been revoked')).toBeInTheDocument();
    expect(services.session.isSignedIn).toBe(true);
  });

  it('revoking the current session signs me out and shows the sign-in page', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    renderApp('/me/session', { services });
    const current = (await screen.findByText('This session', {}, { timeout: 8000 })).closest('tr') as HTMLElement;
    await user.click(within(current).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('you will be signed out');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(services.session.isSignedIn).toBe(false));
  });
});

describe('me/session in demo mode', () => {
  it('keeps revoking locked, like the other my-area writes, and the server refuses it too', async () => {
    const user = userEvent.setup();
    const demo = { email: 'demo@demo.test', password: 'Demo123!' };
    const config = { api: { baseUrl: 'http://demo.localhost/api/v1' } };
    const other = testServices(config, 'demo.localhost');
    await signIn(other, demo); // another visitor of the shared demo account
    const services = testServices(config, 'demo.localhost');
    await signIn(services, demo);
    renderApp('/me/session', { services });
    expect(await screen.findByText('This page is read-only in demo mode.', {}, { timeout: 8000 })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    const notCurrent = rows
      .slice(1)
      .find((row) => !within(row).queryByText('This session') && within(row).queryByRole('checkbox'));
    await user.click(within(notCurrent!).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Revoke' })).toBeDisabled();
    await expect(services.client.call(mySessionEndpoints.deleteMany, { query: { ids: ['1'] } })).rejects.toMatchObject({
      status: 403,
      message: 'This feature is locked in demo mode',
    });
    expect(other.session.isSignedIn).toBe(true);
  });
});
