import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { addImportJob } from './addImportJob';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();
const acme = () => sim.store.orgs.get('acme')!;

afterEach(() => vi.restoreAllMocks());

async function openImports() {
  const services = testServices();
  await signIn(services);
  renderApp('/imports', { services });
  await screen.findByRole('heading', { level: 1, name: 'Imports' }, { timeout: 10_000 });
}

const firstRow = async () =>
  within((await screen.findAllByRole('table'))[0]!)
    .getAllByRole('row')
    .slice(1)[0]!;

describe('an import where some rows fail', () => {
  it('ends "Partly succeeded" with its counts, never "Succeeded"', async () => {
    // Row 3's username is taken: 2 of 3 rows can be imported.
    addImportJob(sim, {
      status: 'new',
      total: 0,
      imported: 0,
      errors: [],
      finished_at: null,
      touched_ms: sim.clock.now(),
    });
    await openImports();
    sim.clock.advance(2500);
    const row = await firstRow();
    await waitFor(() => expect(within(row).getByText('Partly succeeded')).toBeInTheDocument(), { timeout: 5000 });
    expect(within(row).queryByText('Succeeded')).not.toBeInTheDocument();
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(4, 7)).toEqual(['3', '2', '1']); // rows, imported, errors
  });

  it('downloads the failed rows as a CSV file with their problems, to fix and import again', async () => {
    const user = userEvent.setup();
    const job = addImportJob(sim, {});
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:failed-rows';
    });
    await openImports();
    await user.click(await screen.findByRole('button', { name: `Show the 1 errors of import ${job.id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Errors of import #${job.id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Download the failed rows (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(await files[0]!.text()).toBe(
      'username,email,Problem\r\nadmin,root@example.com,username: User already exists',
    );
  });

  it('notifies a partial end as such after the wizard started it', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    renderApp('/import/user', { services });
    await screen.findByRole('heading', { level: 1, name: 'Import Users' }, { timeout: 10_000 });
    await user.upload(
      screen.getByLabelText('Choose a CSV file'),
      new File(['username,email\nlinus,linus@example.com\nmargaret,m@example.com\n'], 'team.csv', {
        type: 'text/csv',
      }),
    );
    await screen.findByRole('table', { name: 'First rows of the file' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No problems found: the file is ready to be imported.')).toBeInTheDocument();
    // Someone takes a username between the review and the run.
    const { id: _id, ...someone } = acme().tables.user.rows[1]!;
    acme().tables.user.insert({ ...someone, username: 'margaret', email: null });
    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText(/Import #\d+ started/)).toBeInTheDocument();
    sim.clock.advance(2500);
    expect(
      await screen.findByText(
        'Import of team.csv partly succeeded: 1 of 2 rows imported, 1 failed',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
