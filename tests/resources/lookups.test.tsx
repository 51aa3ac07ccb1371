import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authTypeEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

const sim = startSimulator();

afterEach(() => localStorage.clear());

/** The queries of the reads of projects sent so far. */
const projectReads = () =>
  sim.requests.filter((r) => r.method === 'GET' && r.path === '/project').map((r) => new URLSearchParams(r.query));

async function setup() {
  const services = testServices();
  await signIn(services);
  return { services, user: userEvent.setup() };
}

// SPEC §7: "Simple lookups use page and page_size with search or ids; page_size is 10 by default, 100 when ids are given."
describe('reference lookups', () => {
  it("search a form's choices 10 at a time and read the chosen ones by ids, 100 at a time", async () => {
    const { services, user } = await setup();
    const { items } = await services.client.call(authTypeEndpoints.list, { query: { page: 1, page_size: 100 } });
    const type = items.find((candidate) => candidate.projects.length > 0);
    if (!type) throw new Error('The seed has an auth type with projects');
    renderConsole(services, `/auth-type/update/${type.id}`);
    const projects = await screen.findByRole('combobox', { name: 'Projects' }, { timeout: 10_000 });
    // The chosen projects, by ids.
    await waitFor(() => expect(projectReads().some((query) => query.getAll('ids').length > 0)).toBe(true), {
      timeout: 10_000,
    });
    for (const query of projectReads().filter((candidate) => candidate.getAll('ids').length > 0))
      expect(query.get('page_size')).toBe('100');

    await user.type(projects, 'Mob');
    await waitFor(() => expect(projectReads().some((query) => query.get('search') === 'Mob')).toBe(true), {
      timeout: 10_000,
    });
    const searches = projectReads().filter((query) => query.getAll('ids').length === 0);
    expect(searches.length).toBeGreaterThan(0);
    for (const query of searches) expect(query.get('page_size')).toBe('10');
  });

  it("search a list filter's choices 10 at a time (the auth types' projects filter)", async () => {
    const { user, services } = await setup();
    renderConsole(services, '/auth-type');
    await screen.findByRole('heading', { level: 1, name: 'Authentication types' }, { timeout: 5000 });
    const filter = await screen.findByRole('combobox', { name: 'Projects' }, { timeout: 10_000 });
    await user.type(filter, 'Mob');
    await waitFor(() => expect(projectReads().some((query) => query.get('search') === 'Mob')).toBe(true), {
      timeout: 10_000,
    });
    const searches = projectReads().filter((query) => query.getAll('ids').length === 0);
    for (const query of searches) expect(query.get('page_size')).toBe('10');
  });
});
