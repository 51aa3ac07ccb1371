import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageSizes } from '../../src/api/contract/common';
import { preferenceEndpoints } from '../../src/api/contract/endpoints/serviceEndpoints';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

const sim = startSimulator();

afterEach(() => localStorage.clear());

async function setup() {
  const services = testServices();
  await signIn(services);
  return { services, user: userEvent.setup() };
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const cell = (text: string) => screen.findByText(text, { selector: 'td *, td' }, { timeout: 15_000 });
const rows = () => screen.getAllByRole('checkbox', { name: 'Select this row' });

/** Adds `count` projects to the organization's store, named `<prefix> 0001`…; returns the store's project total. */
function seedProjects(prefix: string, count: number): number {
  const table = sim.store.orgs.get('acme')!.tables.project;
  const at = new Date(Date.UTC(2024, 0, 1)).toISOString();
  for (let i = 1; i <= count; i++)
    table.insert({ name: `${prefix} ${String(i).padStart(4, '0')}`, alias: null, created_at: at, updated_at: at });
  return table.rows.length;
}

describe('a browser-paged list (/project, "not server-driven")', () => {
  it("holds every record, past the API's largest page, read page by page", async () => {
    const { services, user } = await setup();
    const total = seedProjects('Bulk project', pageSizes.max + 5);
    renderConsole(services, '/project');
    await h1('Projects');
    expect(await screen.findByText(`25 of ${total} shown`, {}, { timeout: 10_000 })).toBeInTheDocument();
    const reads = sim.requests.filter((r) => r.method === 'GET' && r.path === '/project');
    expect(reads.map((r) => new URLSearchParams(r.query).get('page'))).toEqual(['1', '2']);
    const last = `Bulk project ${pageSizes.max + 5}`;
    await user.type(screen.getByRole('textbox', { name: 'Search' }), last);
    expect(await cell(last)).toBeInTheDocument();
  }, 60_000);

  it('keeps its search, sort and page size for the user (saved through the preferences API, back in another browser)', async () => {
    const { services, user } = await setup();
    seedProjects('Extra project', 30);
    const { unmount } = renderConsole(services, '/project');
    await h1('Projects');
    await cell('Analytics');
    // The list's own order is by name, A to Z: a click on the header turns it to Z to A.
    await user.click(within(await screen.findByRole('columnheader', { name: /^Name/ })).getByText('Name'));
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'project');
    await waitFor(
      async () => {
        const saved = await services.client.call(preferenceEndpoints.get, { params: { key: 'table.project' } });
        expect(saved).toMatchObject({ search: 'project', itemsPerPage: 10, sortBy: { field: 'name', order: 'DESC' } });
      },
      { timeout: 10_000 },
    );
    expect(sim.requests.some((r) => r.method === 'PUT' && r.path === '/preferences/table.project')).toBe(true);
    unmount();

    // Another browser: nothing in local storage, a new sign-in.
    localStorage.clear();
    const again = testServices();
    await signIn(again);
    renderConsole(again, '/project');
    await h1('Projects');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('project'), {
      timeout: 10_000,
    });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('10');
    expect(rows()[0]?.closest('tr')).toHaveTextContent('Extra project 0030');
    expect(screen.queryByText('Analytics')).toBeNull();
  }, 60_000);
});
