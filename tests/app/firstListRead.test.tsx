import { screen, waitFor } from '@testing-library/react';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

// The signed-in shell's code (react-admin and its layout) held back until the test lets it load.
const held = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
});
vi.mock('../../src/AdminApp', async (importOriginal) => {
  await held.gate;
  return importOriginal();
});

const sim = startSimulator();
const userReads = () => sim.requests.filter((r) => r.method === 'GET' && r.path === '/user');
const identityReads = () => sim.requests.filter((r) => r.method === 'GET' && r.path === '/internal-user/me');

describe('a signed-in deep link to a list', () => {
  it("reads the list's first page and the user's identity while the console's code still loads, and uses those answers", async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/user', { services });
    // The shell has not arrived, and the users' first page has been asked for already.
    await waitFor(() => expect(userReads()).toHaveLength(1), { timeout: 5000 });
    const query = new URLSearchParams(userReads()[0]!.query);
    expect(Object.fromEntries(query)).toMatchObject({ page: '1', page_size: '25', sort_by: 'id', sort_order: 'asc' });
    // (The start screen stands in for the console meanwhile: no list yet.)
    expect(screen.queryByRole('table')).toBeNull();
    // The signed-in user's identity (the account menu's name) is on its way too.
    await waitFor(() => expect(identityReads()).toHaveLength(1), { timeout: 5000 });

    held.release();
    expect(await screen.findByText('admin@acme.test', { selector: 'td *, td' }, { timeout: 5000 })).toBeInTheDocument();
    // The list took that answer: it did not read the page again; nor did the frame the identity.
    expect(userReads()).toHaveLength(1);
    expect(identityReads()).toHaveLength(1);
  });
});
