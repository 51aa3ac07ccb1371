import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { typeDate } from '../support/typeDate';
import { windowOfWidth } from '../support/windowOfWidth';
import { expectAxeCleanInBothThemes } from '../support/expectAxeCleanInBothThemes';
import { addImportJob } from './addImportJob';

const sim = startSimulator();

/** The import cards, once there are `count` of them. */
async function importCards(count: number) {
  await waitFor(
    () => expect(within(screen.getByRole('list', { name: 'Imports' })).getAllByRole('listitem')).toHaveLength(count),
    { timeout: 10_000 },
  );
  return within(screen.getByRole('list', { name: 'Imports' })).getAllByRole('listitem');
}

beforeEach(() => windowOfWidth(390));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the imports page at a phone width (390 px)', () => {
  it('shows each import as a card (file, status chip, counts, errors, delete), filtered like the table, axe-clean', async () => {
    const user = userEvent.setup();
    addImportJob(sim, {});
    addImportJob(sim, {
      filename: 'projects.csv',
      resource: 'project',
      errors: [],
      created_at: '2026-11-20T08:00:00.000Z',
    });
    const services = testServices();
    await signIn(services);
    renderApp('/imports', { services });
    await screen.findByRole('heading', { level: 1, name: 'Imports' }, { timeout: 10_000 });
    const [projects, people] = await importCards(2);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(projects!).getByText('projects.csv')).toBeInTheDocument();
    expect(within(projects!).getByText('Projects')).toBeInTheDocument();
    expect(within(people!).getByText('people.csv')).toBeInTheDocument();
    expect(within(people!).getByText('Partly succeeded')).toBeInTheDocument();
    expect(within(people!).getByText('Rows')).toBeInTheDocument();
    // The errors open from the card.
    await user.click(within(people!).getByRole('button', { name: 'Show the 1 errors of import 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Errors of import #1' });
    expect(within(dialog).getByText('User already exists')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The table's date filter applies to the cards.
    await typeDate(user, 'Created from', '11/20/2026');
    await importCards(1);
    expect(screen.getByText('projects.csv')).toBeInTheDocument();
    // Delete asks first.
    await user.click(screen.getByRole('button', { name: 'Delete the file of import 2' }));
    expect(await screen.findByRole('dialog', { name: 'Delete the file of import #2?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectAxeCleanInBothThemes(user);
  }, 60_000);
});
