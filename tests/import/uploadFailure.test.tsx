import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FaultSpec } from '../../simulator/createSimulator';
import { BATCH_ROWS } from '../../src/import/limits';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();
const acme = () => sim.store.orgs.get('acme')!;

/** Enough projects for two batches (the header line and BATCH_ROWS - 1 rows, then the rest). */
const ROWS = BATCH_ROWS + 500;
const csvText = ['name', ...Array.from({ length: ROWS }, (_, i) => `Batch project ${i}`)].join('\n');
const importedProjects = () =>
  acme().tables.project.rows.filter((row) => (row as { name: string }).name.startsWith('Batch project')).length;
const importPosts = () => sim.requests.filter((request) => request.method === 'POST' && request.path === '/import');

async function reviewProjects(user: ReturnType<typeof userEvent.setup>) {
  const services = testServices();
  await signIn(services);
  renderApp('/import/project', { services });
  await screen.findByRole('heading', { level: 1, name: 'Import Projects' }, { timeout: 10_000 });
  await user.upload(
    screen.getByLabelText('Choose a CSV file'),
    new File([csvText], 'projects.csv', { type: 'text/csv' }),
  );
  await screen.findByRole('table', { name: 'First rows of the file' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: `Rows to import: ${ROWS}` }, { timeout: 20_000 });
}

describe('a failed upload imports nothing', () => {
  it.each<[string, Omit<FaultSpec, 'method' | 'path'>]>([
    ['a 500 on batch 2', { status: 500, body: { message: 'Storage is full' } }],
    ['batch 2 dropped by the network', { network: true }],
  ])(
    '%s: the wizard says nothing was imported, and the job never runs',
    async (_, fault) => {
      const user = userEvent.setup();
      sim.faults.add({ method: 'POST', path: '/import', skip: 1, times: 1, ...fault });
      // The wizard's clean-up fails too: the server alone must keep the partial upload from running.
      sim.faults.add({ method: 'DELETE', path: '/import/*', network: true, times: 1 });
      await reviewProjects(user);
      await user.click(screen.getByRole('button', { name: 'Start import' }));

      expect(
        await screen.findByText(/The import could not be uploaded, and nothing was imported/, {}, { timeout: 20_000 }),
      ).toHaveTextContent('Your file and mapping are kept');
      expect(importPosts()).toHaveLength(2);
      await waitFor(() => expect(sim.requests.some((request) => request.method === 'DELETE')).toBe(true));
      expect(sim.requests.some((request) => request.path.endsWith('/complete'))).toBe(false);
      sim.clock.advance(60_000); // long past the time a completed upload would have run
      await screen.findByRole('button', { name: 'Start import' });
      expect(importedProjects()).toBe(0);
      expect(acme().tables.import.rows.map((job) => job.status)).toEqual(['uploading']);

      // The review, file and mapping are kept: starting again sends the whole file and imports every row.
      expect(screen.getByRole('heading', { name: `Rows to import: ${ROWS}` })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Start import' }));
      expect(await screen.findByText(/Import #\d+ started/, {}, { timeout: 20_000 })).toBeInTheDocument();
      const job = acme().tables.import.rows.at(-1)!;
      expect(job).toMatchObject({ status: 'new', total: ROWS });
      sim.clock.advance(2500);
      await user.click(screen.getAllByRole('link', { name: 'Imports status' })[0]!);
      const table = (await screen.findAllByRole('table', {}, { timeout: 10_000 }))[0]!;
      expect(await within(table).findByText('Succeeded', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(importedProjects()).toBe(ROWS);
    },
    90_000,
  );
});
