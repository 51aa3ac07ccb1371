import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { windowOfWidth } from '../support/windowOfWidth';
import { expectAxeCleanInBothThemes } from '../support/expectAxeCleanInBothThemes';

const sim = startSimulator();
const acme = () => sim.store.orgs.get('acme')!;

/** Gives the user `subjectId` exactly `count` history entries: name changes, every third a sign-in. */
function seedUserHistory(subjectId: string, count: number) {
  const table = acme().tables.history;
  table.rows = table.rows.filter((row) => !(row.subject === 'user' && row.subject_id === subjectId));
  for (let i = 0; i < count; i += 1) {
    const signIn = i % 3 === 2;
    table.insert({
      subject: 'user',
      subject_id: subjectId,
      event: signIn ? 'signed_in' : 'changed',
      field: signIn ? null : 'name',
      before: signIn ? null : `Old ${i}`,
      after: signIn ? null : `New ${i}`,
      browser: 'Firefox 133',
      os: 'Linux',
      device: 'desktop',
      created_at: `2026-11-${String(1 + i).padStart(2, '0')}T10:00:00.000Z`,
    });
  }
}

/** The cards of the list named `name`, once it holds `count` of them. */
async function cardsOf(name: string | RegExp, count: number) {
  await waitFor(() => expect(within(screen.getByRole('list', { name })).getAllByRole('listitem')).toHaveLength(count), {
    timeout: 10_000,
  });
  return within(screen.getByRole('list', { name })).getAllByRole('listitem');
}

beforeEach(() => windowOfWidth(390));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a record history at a phone width (390 px)', () => {
  it('shows the entries as cards (event, change, browser, OS, device), paged like the table, axe-clean', async () => {
    const user = userEvent.setup();
    seedUserHistory('2', 12);
    const services = testServices();
    await signIn(services);
    renderApp('/user/activity/2', { services });
    const cards = await cardsOf('Activity log', 10);
    expect(screen.queryByRole('table')).toBeNull();
    // Newest first: index 11 is a sign-in, index 10 a name change.
    expect(within(cards[0]!).getByText('Signed in')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Name: Old 10 → becomes New 10');
    expect(cards[1]).toHaveTextContent('Firefox 133 · Linux · Computer');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await cardsOf('Activity log', 2);
    expect(screen.getByText('11-12 of 12')).toBeInTheDocument();
    await expectAxeCleanInBothThemes(user);
  }, 40_000);
});

describe('my activity log at a phone width (390 px)', () => {
  it('shows my entries as cards (event, field, before, after, device), paged like the table, axe-clean', async () => {
    const user = userEvent.setup();
    const admin = acme().tables.user.rows.find((row) => (row as { username?: string }).username === 'admin')!;
    seedUserHistory(String(admin.id), 12);
    const services = testServices();
    await signIn(services);
    renderApp('/me/activity', { services });
    await screen.findByRole('heading', { level: 1, name: 'Activity log' }, { timeout: 8000 });
    // Signing in above added an entry of its own: 13 in all, the newest first.
    const cards = await cardsOf('Activity log', 10);
    expect(screen.queryByRole('table')).toBeNull();
    const change = cards.find((card) => within(card).queryByText('New 10'))!;
    expect(within(change).getByText('Changed')).toBeInTheDocument();
    expect(within(change).getByText('Field')).toBeInTheDocument();
    expect(within(change).getByText('Old 10')).toBeInTheDocument();
    expect(change).toHaveTextContent('Firefox 133 · Linux · Computer');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Activity log' })).getAllByRole('listitem').length).toBeLessThan(
        10,
      ),
    );
    await expectAxeCleanInBothThemes(user);
  }, 40_000);
});
