import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();
const acme = () => sim.store.orgs.get('acme')!;

const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv' });
const importPosts = () => sim.requests.filter((request) => request.method === 'POST' && request.path === '/import');

async function openWizard(resource = 'user') {
  const services = testServices();
  await signIn(services);
  renderApp(`/import/${resource}`, { services });
  return screen.findByRole(
    'heading',
    { level: 1, name: `Import ${resource === 'user' ? 'Users' : resource === 'project' ? 'Projects' : 'Permissions'}` },
    { timeout: 10_000 },
  );
}

async function choose(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(screen.getByLabelText('Choose a CSV file'), file);
}

async function pick(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

describe('import wizard, step 1: upload', () => {
  it('refuses a file that is not a CSV file, with the spec message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openWizard();
    await choose(user, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file type is not supported');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('refuses a file over the size limit, naming the limit', async () => {
    const user = userEvent.setup();
    await openWizard();
    const big = csv('big.csv', 'username\nada\n');
    Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 });
    // Refused by its size before any of it is read.
    const reads = [
      vi.spyOn(big, 'slice'),
      vi.spyOn(big, 'text'),
      vi.spyOn(big, 'stream'),
      vi.spyOn(big, 'arrayBuffer'),
    ];
    await choose(user, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file must not exceed 100 megabytes');
    for (const read of reads) expect(read).not.toHaveBeenCalled();
  });

  it('says the file contains no rows for an empty file', async () => {
    const user = userEvent.setup();
    await openWizard();
    await choose(user, csv('empty.csv', ''));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file contains no rows');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the first rows of the chosen file', async () => {
    const user = userEvent.setup();
    await openWizard();
    await choose(user, csv('users.csv', 'username,name,email\nada,Ada Lovelace,ada@example.com\n'));
    const table = await screen.findByRole('table', { name: 'First rows of the file' });
    expect(within(table).getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Selected file: users.csv');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});

describe('import wizard, step 2: mapping', () => {
  it('pre-fills the mapping by name and enforces required fields and "at least one of" groups', async () => {
    const user = userEvent.setup();
    await openWizard();
    await choose(user, csv('users.csv', 'username,name,email,note\nada,Ada,ada@example.com,hi\n'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('combobox', { name: /^Username/ })).toHaveTextContent('Column 1: username');
    expect(screen.getByRole('combobox', { name: /^E-mail/ })).toHaveTextContent('Column 3: email');
    expect(screen.getByRole('checkbox', { name: /first line holds the column names/ })).toBeChecked();

    await pick(user, /^Username/, 'Not mapped');
    await pick(user, /^Name/, 'Not mapped');
    await pick(user, /^E-mail/, 'Not mapped');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Required field "Username" is not mapped')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Map at least one of: Name, E-mail');
    expect(screen.queryByText(/Rows to import/)).not.toBeInTheDocument();

    await pick(user, /^Username/, 'Column 1: username');
    await pick(user, /^E-mail/, 'Column 3: email');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Rows to import: 1' })).toBeInTheDocument();
  });
});

describe('import wizard, step 3: review and start', () => {
  it('shows problems per row and column and imports nothing while there are some', async () => {
    const user = userEvent.setup();
    await openWizard();
    await choose(
      user,
      csv('bad.csv', 'username,name,email\nada,Ada,not-an-email\n,Nobody,n@example.com\nbob,=cmd(),b@example.com\n'),
    );
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const problems = await screen.findByRole('table', { name: 'Problems found' });
    const rows = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2', 'email', 'Invalid email address. Please enter a valid email'],
      ['3', 'username', 'This field is required'],
      ['4', 'name', 'The value starts like a spreadsheet formula (=, +, -, @) and is refused'],
    ]);
    expect(screen.getByText(/Problems found: 3\. Nothing is imported/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start import' })).toBeDisabled();
    expect(importPosts()).toHaveLength(0);
  });

  it('uploads the rows once, runs the import asynchronously and notifies its end after leaving the wizard', async () => {
    const user = userEvent.setup();
    await openWizard();
    const before = acme().tables.user.rows.length;
    await choose(
      user,
      csv('team.csv', 'username,name,email,secret\nada0012,Ada,ada@example.com,x\ngrace,Grace,grace@example.com,y\n'),
    );
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Rows to import: 2' })).toBeInTheDocument();
    const sample = screen.getByRole('table', { name: 'Sample of the mapped records' });
    expect(within(sample).getByRole('cell', { name: 'ada0012' })).toBeInTheDocument();
    expect(screen.getByText('No problems found: the file is ready to be imported.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start import' }));
    expect(await screen.findByText(/Import #\d+ started/)).toBeInTheDocument();
    expect(importPosts()).toHaveLength(1);
    const job = acme().tables.import.rows.at(-1)!;
    expect(job).toMatchObject({
      resource: 'user',
      filename: 'team.csv',
      skip_first_line: true,
      status: 'new',
      mapping: { username: 'username', name: 'name', email: 'email' },
    });
    expect(job.rows[1]).toEqual(['ada0012', 'Ada', 'ada@example.com']); // the unmapped column is not sent

    // Leave the wizard; the import runs on the server and the layout's watcher notifies its end.
    await user.click(screen.getAllByRole('link', { name: 'Imports status' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Imports' })).toBeInTheDocument();
    sim.clock.advance(2500);
    expect(
      await screen.findByText('Import of team.csv finished: 2 of 2 rows imported', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(acme().tables.user.rows.length).toBe(before + 2);
    expect(acme().tables.user.rows.some((row) => (row as { username?: string }).username === 'ada0012')).toBe(true);
  });

  it('keeps the review and says why when the upload fails', async () => {
    const user = userEvent.setup();
    sim.faults.add({ method: 'POST', path: '/import', status: 500, body: { message: 'Storage is full' } });
    await openWizard('project');
    await choose(user, csv('projects.csv', 'name,alias\nApollo,apollo\n'));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Start import' }));
    expect(await screen.findByText(/The import could not be uploaded/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rows to import: 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start import' })).toBeEnabled();
  });
});

describe('import entry points', () => {
  it('offers an Import button on importable lists only', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    renderApp('/permission', { services });
    await user.click(await screen.findByRole('link', { name: 'Import' }, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Import Permissions' })).toBeInTheDocument();
  });

  it('shows the not-found page for a resource that is not importable', async () => {
    const services = testServices();
    await signIn(services);
    renderApp('/import/authType', { services });
    expect(await screen.findByRole('heading', { name: 'Oops...' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Choose a CSV file')).not.toBeInTheDocument());
  });

  it("offers the import only for the resources the server's init data names (sources)", async () => {
    sim.store.settings.sources = ['permission'];
    const services = testServices();
    await signIn(services);
    const list = renderApp('/project', { services });
    await screen.findByRole('heading', { level: 1, name: 'Projects' }, { timeout: 8000 });
    await screen.findByRole('link', { name: 'Create' });
    expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
    list.unmount();
    renderApp('/import/project', { services });
    expect(await screen.findByRole('heading', { name: 'Oops...' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a CSV file')).not.toBeInTheDocument();
  });
});
