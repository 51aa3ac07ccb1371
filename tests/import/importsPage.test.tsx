import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportRow } from '../../simulator/store';
import { startSimulator } from '../support/simulatorServer';
import { addImportJob } from './addImportJob';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { typeDate } from '../support/typeDate';

const sim = startSimulator();
const acme = () => sim.store.orgs.get('acme')!;
const addJob = (data: Partial<ImportRow>) => addImportJob(sim, data);

async function openPage() {
  const services = testServices();
  await signIn(services);
  renderApp('/imports', { services });
  await screen.findByRole('heading', { level: 1, name: 'Imports' }, { timeout: 10_000 });
}

const bodyRows = async () =>
  within((await screen.findAllByRole('table'))[0]!)
    .getAllByRole('row')
    .slice(1);

describe('imports status page', () => {
  it('lists imports with status, file, counts and errors', async () => {
    const user = userEvent.setup();
    addJob({});
    addJob({
      status: 'processing',
      filename: 'projects.csv',
      resource: 'project',
      total: 0,
      imported: 0,
      errors: [],
      finished_at: null,
      touched_ms: sim.clock.now(),
      created_at: '2026-11-20T08:00:00.000Z',
    });
    await openPage();
    const rows = await bodyRows();
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('projects.csv')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Processing')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Partly succeeded')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Succeeded')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Users')).toBeInTheDocument();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Show the 1 errors of import 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Errors of import #1' });
    // A known server message is shown in the user's language (here English).
    expect(within(dialog).getByRole('cell', { name: 'User already exists' })).toBeInTheDocument();
  });

  it('refreshes the page while one of its imports runs, and stops once it has ended', async () => {
    addJob({
      resource: 'permission',
      status: 'processing',
      filename: 'permissions.csv',
      mapping: { title: 'title', code: 'code' },
      rows: [
        ['title', 'code'],
        ['Refreshed title', 'refreshed_code'],
      ],
      total: 0,
      imported: 0,
      errors: [],
      finished_at: null,
      touched_ms: sim.clock.now(),
    });
    await openPage();
    expect(within((await bodyRows())[0]!).getByText('Processing')).toBeInTheDocument();

    sim.clock.advance(2000); // the server finishes the import; nobody reloads the page
    await waitFor(async () => expect(within((await bodyRows())[0]!).getByText('Succeeded')).toBeInTheDocument(), {
      timeout: 5000,
    });
    const listReads = () => sim.requests.filter((r) => r.method === 'GET' && r.path === '/import').length;
    const after = listReads();
    await new Promise((resolve) => setTimeout(resolve, 1500)); // longer than the refresh interval
    expect(listReads()).toBe(after);
  });

  it('filters by created_from and created_to', async () => {
    const user = userEvent.setup();
    addJob({ filename: 'old.csv', created_at: '2026-11-01T10:00:00.000Z' });
    addJob({ filename: 'new.csv', created_at: '2026-11-19T10:00:00.000Z' });
    await openPage();
    expect(await bodyRows()).toHaveLength(2);
    await typeDate(user, 'Created from', '11/10/2026');
    await waitFor(() => expect(sim.requests.some((r) => r.path === '/import' && r.method === 'GET')).toBe(true));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('new.csv')).toBeInTheDocument();
    await typeDate(user, 'Created to', '11/15/2026');
    expect(await screen.findByText('No imports match.')).toBeInTheDocument();
    // Both bounds in one time zone, the administrator's: the start of the 10th, the end of the 15th.
    const query = new URLSearchParams(
      sim.requests.filter((r) => r.path === '/import' && r.method === 'GET').at(-1)!.query,
    );
    expect(query.get('created_from')).toBe(new Date(2026, 10, 10).toISOString());
    expect(query.get('created_to')).toBe(new Date(new Date(2026, 10, 16).getTime() - 1).toISOString());
  }, 60_000);

  it('keeps its filter as a table preference: it is back when the page opens again', async () => {
    const user = userEvent.setup();
    addJob({ filename: 'old.csv', created_at: '2026-11-01T10:00:00.000Z' });
    addJob({ filename: 'new.csv', created_at: '2026-11-19T10:00:00.000Z' });
    await openPage();
    await typeDate(user, 'Created from', '11/10/2026');
    const saved = () => [...acme().preferences].find(([key]) => key.endsWith(':table.imports'))?.[1];
    await waitFor(() => expect(saved()).toEqual({ itemsPerPage: 10, filters: { createdFrom: '2026-11-10' } }), {
      timeout: 5000,
    });
    cleanup();
    await openPage();
    expect(await screen.findByText('new.csv')).toBeInTheDocument();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.queryByText('old.csv')).toBeNull();
    const query = new URLSearchParams(
      sim.requests.filter((r) => r.path === '/import' && r.method === 'GET').at(-1)!.query,
    );
    expect(query.get('created_from')).toBe(new Date(2026, 10, 10).toISOString());
  }, 60_000);

  it('deletes an import file after a confirmation that says it is irreversible; imported records stay', async () => {
    const user = userEvent.setup();
    const job = addJob({ filename: 'gone.csv' });
    const users = acme().tables.user.rows.length;
    await openPage();
    await user.click(await screen.findByRole('button', { name: `Delete the file of import ${job.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete the file of import #${job.id}?` });
    expect(dialog).toHaveTextContent('This cannot be undone. Records already imported are kept.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Import file deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('gone.csv')).not.toBeInTheDocument());
    expect(acme().tables.import.get(job.id)).toBeUndefined();
    expect(acme().tables.user.rows.length).toBe(users);
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const user = userEvent.setup();
    const job = addJob({});
    await openPage();
    await user.click(await screen.findByRole('button', { name: `Delete the file of import ${job.id}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(acme().tables.import.get(job.id)).toBeDefined();
    expect(sim.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });
});
