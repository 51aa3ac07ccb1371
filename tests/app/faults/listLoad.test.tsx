import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../../support/simulatorServer';
import { renderApp, signIn, testServices } from '../../support/renderApp';
import {
  VALIDATION_MESSAGE,
  expectFrame,
  expectNoSecretsIn,
  logsFor,
  messageFaults,
  postedLogs,
  says,
} from './faultMatrix';

/** Fault matrix, "list load" column: the permissions list (GET /permission) fails in each way. */
const sim = startSimulator();
const LIST = '/permission';

async function openList() {
  const services = testServices();
  const tokens = await signIn(services);
  renderApp(LIST, { services });
  return { services, tokens };
}

describe('a list that cannot load says why, in words, keeps the frame and logs as SPEC §8 says', () => {
  it.each(messageFaults)('$kind → the translated message', async ({ fault, message, logged }) => {
    sim.faults.add({ method: 'GET', path: LIST, ...fault });
    const { services, tokens } = await openList();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await expectFrame();
    const logs = await logsFor(sim, services, LIST);
    if (logged) expect(logs.map((entry) => entry.args.context?.method)).toContain('GET');
    else expect(logs).toEqual([]);
    expectNoSecretsIn(sim, [tokens.access_token, tokens.refresh_token ?? '']);
  });

  it('422 → the server’s own message, not logged', async () => {
    sim.faults.add({
      method: 'GET',
      path: LIST,
      status: 422,
      body: { message: VALIDATION_MESSAGE, errors: { json: {} } },
    });
    const { services } = await openList();
    expect(await screen.findByText(VALIDATION_MESSAGE)).toBeInTheDocument();
    await expectFrame();
    expect(await logsFor(sim, services, LIST)).toEqual([]);
  });

  it('a body that breaks the contract → "unexpected format", logged', async () => {
    sim.faults.add({ method: 'GET', path: LIST, status: 200, body: { items: [{ title: 1 }], meta: {} } });
    const { services } = await openList();
    expect(await screen.findByText(says.contract)).toBeInTheDocument();
    await expectFrame();
    expect(await logsFor(sim, services, LIST)).toHaveLength(1);
  });

  it('401 once → the token is refreshed, the list is asked for again and shows; nothing logged', async () => {
    sim.faults.add({ method: 'GET', path: LIST, status: 401, body: { message: 'Unauthorized' }, times: 1 });
    const { services } = await openList();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(sim.requests.filter((request) => request.path === '/internal-auth/token-refresh')).toHaveLength(1);
    expect(sim.requests.filter((request) => request.method === 'GET' && request.path === LIST)).toHaveLength(2);
    expect(services.session.isSignedIn).toBe(true);
    expect(await postedLogs(sim, services)).toEqual([]);
  });

  it('401 again after the refresh → signed out to the sign-in page', async () => {
    sim.faults.add({ method: 'GET', path: LIST, status: 401, body: { message: 'Unauthorized' } });
    const { services } = await openList();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(services.session.isSignedIn).toBe(false);
    expect(sim.requests.filter((request) => request.path === '/internal-auth/token-refresh')).toHaveLength(1);
  });

  it('abort: leaving a list that has not answered cancels it — no message, no log, the next screen works', async () => {
    sim.faults.add({ method: 'GET', path: LIST, abort: true, delayMs: 10_000, times: 1 });
    const user = userEvent.setup();
    const { services } = await openList();
    await waitFor(() =>
      expect(sim.requests.some((request) => request.method === 'GET' && request.path === LIST)).toBe(true),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await waitFor(() => expect(sim.requests.find((request) => request.path === LIST)?.aborted).toBe(true));
    for (const message of Object.values(says)) expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(await postedLogs(sim, services)).toEqual([]);
  });
});
