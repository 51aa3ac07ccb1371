import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mySessionEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();

/** The words each seeded user agent reads as (simulator/seedData.ts `agents`). */
const seededDevices: Record<string, string> = {
  Windows: 'Chrome 131 on Windows',
  Macintosh: 'Safari 17 on macOS',
  X11: 'Firefox 132 on Linux',
  iPhone: 'Safari 17 on iOS 17',
  Android: 'Chrome 131 on Android 14',
};

const adminSessions = () => {
  const acme = sim.store.orgs.get('acme')!;
  const admin = acme.tables.user.rows.find((row) => row.username === 'admin')!;
  return acme.tables.session.rows.filter((row) => row.user_id === admin.id);
};

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
    const current = rows.find((row) => within(row).queryByText('This device'));
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
    const current = (await screen.findByText('This device', {}, { timeout: 8000 })).closest('tr') as HTMLElement;
    await user.click(within(current).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('you will be signed out');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(services.session.isSignedIn).toBe(false));
  });
});

describe('me/session, one session at a time', () => {
  it('names each device in words, with the whole user agent on hover and for screen readers', async () => {
    const services = testServices();
    await signIn(services);
    const seeded = adminSessions().find((row) => row.device.startsWith('seed-device-'))!;
    const words = Object.entries(seededDevices).find(([token]) => seeded.agent.includes(token))![1];
    renderApp('/me/session', { services });
    const name = await screen.findByText(words, {}, { timeout: 8000 });
    expect(name).toHaveAttribute('title', seeded.agent);
    const row = name.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(`User agent: ${seeded.agent}`);
    expect(within(row).getByText(/^(Computer|Phone|Tablet) · Signed in /)).toBeInTheDocument();
  });

  it("revokes another session from its row; this device's row has no Revoke", async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    const seeded = adminSessions().find((row) => row.device.startsWith('seed-device-'))!;
    const words = Object.entries(seededDevices).find(([token]) => seeded.agent.includes(token))![1];
    renderApp('/me/session', { services });
    const current = (await screen.findByText('This device', {}, { timeout: 8000 })).closest('tr') as HTMLElement;
    expect(within(current).queryByRole('button', { name: /^Revoke the session/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: `Revoke the session on ${words}` }));
    const confirm = await screen.findByRole('dialog', { name: `Revoke the session on ${words}?` });
    expect(confirm).toHaveTextContent('That device is signed out at once');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The session has been revoked')).toBeInTheDocument();
    expect(adminSessions().some((row) => row.id === seeded.id)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Revoke the session on ${words}` })).toBeNull());
    expect(services.session.isSignedIn).toBe(true);
  });

  it('signs out all other sessions after confirmation and keeps this one', async () => {
    const user = userEvent.setup();
    await signIn(testServices()); // another device of the same user, besides the seeded one
    const services = testServices();
    await signIn(services);
    renderApp('/me/session', { services });
    await screen.findByText('This device', {}, { timeout: 8000 });
    expect(adminSessions()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    expect(confirm).toHaveTextContent('Every device but this one is signed out (2 sessions). This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Sign out others' }));
    expect(await screen.findByText('2 other sessions signed out')).toBeInTheDocument();
    expect(adminSessions()).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled());
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(services.session.isSignedIn).toBe(true);
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
      .find((row) => !within(row).queryByText('This device') && within(row).queryByRole('checkbox'));
    await user.click(within(notCurrent!).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Revoke' })).toBeDisabled();
    await expect(services.client.call(mySessionEndpoints.deleteMany, { query: { ids: ['1'] } })).rejects.toMatchObject({
      status: 403,
      message: 'This feature is locked in demo mode',
    });
    expect(other.session.isSignedIn).toBe(true);
  });
});
