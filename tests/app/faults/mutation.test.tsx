import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { startSimulator } from '../../support/simulatorServer';
import { renderApp, signIn, testServices } from '../../support/renderApp';
import { VALIDATION_MESSAGE, expectFrame, expectNoSecretsIn, logsFor, messageFaults, says } from './faultMatrix';

/**
 * Fault matrix, "mutation" column: a create, an edit and my-area forms fail on submit in each way.
 * What was typed stays in the form. Not here: an aborted mutation — saves carry no AbortSignal
 * (leaving a form does not cancel a save), so there is nothing for the user to see.
 */
const sim = startSimulator();
const TYPED = { title: 'Typed title', code: 'typed_code' };

async function openSignedIn(route: string) {
  const services = testServices();
  const tokens = await signIn(services);
  renderApp(route, { services });
  return { services, tokens };
}

async function fillPermission(user: UserEvent) {
  const title = await screen.findByRole('textbox', { name: /^Title/ });
  const code = screen.getByRole('textbox', { name: /^Code/ });
  await user.clear(title);
  await user.type(title, TYPED.title);
  await user.clear(code);
  await user.type(code, TYPED.code);
  return { title, code };
}

function expectTyped(fields: { title: HTMLElement; code: HTMLElement }) {
  expect(fields.title).toHaveValue(TYPED.title);
  expect(fields.code).toHaveValue(TYPED.code);
}

describe('creating a permission fails on save: the message, the frame, the typed values, the log', () => {
  it.each(messageFaults)('$kind', async ({ fault, message, logged }) => {
    sim.faults.add({ method: 'POST', path: '/permission', ...fault });
    const user = userEvent.setup();
    const { services, tokens } = await openSignedIn('/permission/create');
    const fields = await fillPermission(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expectTyped(fields);
    expect(window.location.pathname).toBe('/permission/create');
    await expectFrame();
    const logs = await logsFor(sim, services, '/permission');
    if (logged) expect(logs.map((entry) => entry.args.context?.method)).toEqual(['POST']);
    else expect(logs).toEqual([]);
    expectNoSecretsIn(sim, [tokens.access_token, tokens.refresh_token ?? '']);
  });

  it('422: the server’s field message next to the field, the values kept, nothing logged', async () => {
    sim.faults.add({
      method: 'POST',
      path: '/permission',
      status: 422,
      body: { message: VALIDATION_MESSAGE, errors: { json: { code: [VALIDATION_MESSAGE] } } },
    });
    const user = userEvent.setup();
    const { services } = await openSignedIn('/permission/create');
    const fields = await fillPermission(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fields.code).toHaveAccessibleDescription(VALIDATION_MESSAGE));
    expectTyped(fields);
    await expectFrame();
    expect(await logsFor(sim, services, '/permission')).toEqual([]);
  });

  it('401 once: refreshed, the same POST is sent again and the permission is created', async () => {
    sim.faults.add({ method: 'POST', path: '/permission', status: 401, body: { message: 'Unauthorized' }, times: 1 });
    const user = userEvent.setup();
    await openSignedIn('/permission/create');
    await fillPermission(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/permission'));
    expect(sim.requests.filter((request) => request.method === 'POST' && request.path === '/permission')).toHaveLength(
      2,
    );
    expect(sim.requests.filter((request) => request.path === '/internal-auth/token-refresh')).toHaveLength(1);
    const rows = [...sim.store.orgs.get('acme')!.tables.permission.rows];
    expect(rows.filter((row) => row.code === TYPED.code)).toHaveLength(1);
  });

  it('401 again after the refresh: signed out to the sign-in page', async () => {
    sim.faults.add({ method: 'POST', path: '/permission', status: 401, body: { message: 'Unauthorized' } });
    const user = userEvent.setup();
    const { services } = await openSignedIn('/permission/create');
    await fillPermission(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(services.session.isSignedIn).toBe(false);
  });
});

describe('editing fails on save: the edited values stay', () => {
  it('500 on PUT /permission/:id', async () => {
    sim.faults.add({ method: 'PUT', path: '/permission/*', status: 500 });
    const user = userEvent.setup();
    const [record] = [...sim.store.orgs.get('acme')!.tables.permission.rows];
    const { services } = await openSignedIn(`/permission/update/${record!.id}`);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(String(record!.title)));
    const fields = await fillPermission(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(says.server)).toBeInTheDocument();
    expectTyped(fields);
    expect(
      (await logsFor(sim, services, `/permission/${record!.id}`)).map((entry) => entry.args.context?.status),
    ).toEqual([500]);
  });
});

describe('a my-area form fails on save: the message, the typed values, the log', () => {
  it.each(messageFaults)('profile, $kind', async ({ fault, message, logged }) => {
    sim.faults.add({ method: 'PUT', path: '/internal-user/*', ...fault });
    const user = userEvent.setup();
    const { services } = await openSignedIn('/me/profile');
    const name = await screen.findByLabelText(/Full name/, {}, { timeout: 8000 });
    await waitFor(() => expect(name).toHaveValue('Acme Admin'));
    await user.clear(name);
    await user.type(name, 'Typed Name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(name).toHaveValue('Typed Name');
    await expectFrame();
    const put = sim.requests.find((request) => request.method === 'PUT');
    const logs = await logsFor(sim, services, put?.path ?? '');
    if (logged) expect(logs.length).toBeGreaterThan(0);
    else expect(logs).toEqual([]);
  });

  it('password change, 500: the message, the typed passwords stay, the log carries none of them', async () => {
    sim.faults.add({
      method: 'PUT',
      path: '/internal-user/*/password',
      status: 500,
      body: { message: 'password=Newpass123! failed' },
    });
    const user = userEvent.setup();
    const { services, tokens } = await openSignedIn('/me/security');
    await user.type(await screen.findByLabelText(/Current password/, {}, { timeout: 8000 }), 'Admin123!');
    await user.type(screen.getByLabelText(/^New password/), 'Newpass123!');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Newpass123!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(says.server)).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveValue('Admin123!');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Newpass123!');
    const put = sim.requests.find((request) => request.method === 'PUT');
    expect(await logsFor(sim, services, put?.path ?? '')).toHaveLength(1);
    expectNoSecretsIn(sim, ['Admin123!', 'Newpass123!', tokens.access_token, tokens.refresh_token ?? '']);
  });
});
