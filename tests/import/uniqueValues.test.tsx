import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOOKUP_BATCH } from '../../src/pages/import/findTakenValues';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';

const sim = startSimulator();

const importPosts = () => sim.requests.filter((request) => request.method === 'POST' && request.path === '/import');
const userLookups = (field: string) =>
  sim.requests.filter(
    (request) => request.method === 'GET' && request.path === '/user' && request.query.includes(`${field}=`),
  );

async function review(user: ReturnType<typeof userEvent.setup>, text: string) {
  const services = testServices();
  await signIn(services);
  renderApp('/import/user', { services });
  await screen.findByRole('heading', { level: 1, name: 'Import Users' }, { timeout: 10_000 });
  await user.upload(screen.getByLabelText('Choose a CSV file'), new File([text], 'users.csv', { type: 'text/csv' }));
  await screen.findByRole('table', { name: 'First rows of the file' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

const problemRows = async () =>
  within(await screen.findByRole('table', { name: 'Problems found' }, { timeout: 10_000 }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('import review: unique values', () => {
  it('finds a value repeated within the file, naming the row that has it first', async () => {
    const user = userEvent.setup();
    await review(
      user,
      'username,name,email\nada,Ada,ada@example.com\ngrace,Grace,ADA@example.com\nAda ,Ada again,a2@example.com\n',
    );
    expect(await problemRows()).toEqual([
      ['3', 'email', 'Row 2 already has this value: each must be unique'],
      ['4', 'username', 'Row 2 already has this value: each must be unique'],
    ]);
    expect(screen.getByText(/Problems found: 2\. Nothing is imported/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start import' })).toBeDisabled();
    expect(importPosts()).toHaveLength(0);
  });

  it('finds values already taken on the server before the import can start', async () => {
    const user = userEvent.setup();
    await review(user, 'username,name,email\nnew-person,New,new@example.com\nADMIN,Boss,boss@example.com\n');
    expect(await problemRows()).toEqual([['3', 'username', 'This value is already taken by an existing record']]);
    expect(screen.queryByText('No problems found: the file is ready to be imported.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start import' })).toBeDisabled();
    expect(importPosts()).toHaveLength(0);
  });

  it('looks the values up in batches and shows the progress until it ends', async () => {
    const user = userEvent.setup();
    const count = LOOKUP_BATCH + 20;
    const rows = Array.from({ length: count }, (_, i) => `batch-user-${i},User ${i},batch-${i}@example.com`);
    sim.faults.add({ method: 'GET', path: '/user', delayMs: 300, times: 1 });
    await review(user, ['username,name,email', ...rows, 'last-one,Last,admin@acme.test'].join('\n'));
    expect(await screen.findByText(/Checking which values are already taken: \d+ of 242/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start import' })).toBeDisabled();
    expect(await problemRows()).toEqual([
      [String(count + 2), 'email', 'This value is already taken by an existing record'],
    ]);
    expect(userLookups('username')).toHaveLength(2);
    expect(userLookups('email')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText(/Checking which values/)).not.toBeInTheDocument());
  });

  it('says so when the lookup fails, and still lets the import start', async () => {
    const user = userEvent.setup();
    sim.faults.add({ method: 'GET', path: '/user', status: 503 });
    await review(user, 'username,name,email\nsomeone,Some One,some@example.com\n');
    expect(
      await screen.findByText(/Values already taken could not be checked \(The server failed to process the request/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start import' })).toBeEnabled();
  });
});
