import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiKeyEndpoints } from '../../src/api/contract/endpoints/accountEndpoints';
import { startSimulator } from '../support/simulatorServer';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { windowOfWidth } from '../support/windowOfWidth';
import { expectAxeCleanInBothThemes } from '../support/expectAxeCleanInBothThemes';

startSimulator();

/** Opens a my-area page at a phone's width and returns its list of cards, once it has any. */
async function openCards(path: string, heading: string, services = testServices()) {
  renderApp(path, { services });
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 });
  // The list may be rendered again once the data is there: take the one that holds the cards.
  await waitFor(
    () =>
      expect(within(screen.getByRole('list', { name: heading })).queryAllByRole('listitem').length).toBeGreaterThan(0),
    { timeout: 8000 },
  );
  const cards = screen.getByRole('list', { name: heading });
  return cards;
}

/** The card of `cards` that contains `text`. */
function cardWith(cards: HTMLElement, text: string | RegExp): HTMLElement {
  const card = within(cards)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(text));
  if (!card) throw new Error(`no card with ${String(text)}`);
  return card;
}

beforeEach(() => windowOfWidth(390));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('my sessions at a phone width (390 px)', () => {
  it('shows each session as a card; selecting one and revoking it keeps me signed in', async () => {
    const user = userEvent.setup();
    await signIn(testServices()); // a second session of the same user
    const services = testServices();
    await signIn(services);
    const cards = await openCards('/me/session', 'Active sessions', services);
    expect(screen.queryByRole('table')).toBeNull();
    const current = cardWith(cards, 'This device');
    expect(within(current).getByText(/^Signed in/)).toBeInTheDocument();
    expect(within(current).getByText('IP address')).toBeInTheDocument();
    expect(within(current).getByText('Expires')).toBeInTheDocument();
    const other = within(cards)
      .getAllByRole('listitem')
      .find((card) => card !== current);
    expect(other).toBeDefined();
    // Each other session has its own Revoke, named by its device in words; this device has none.
    expect(within(current).queryByRole('button', { name: /^Revoke the session/ })).toBeNull();
    expect(within(other!).getByRole('button', { name: /^Revoke the session on / })).toBeInTheDocument();
    await user.click(within(other!).getByRole('checkbox', { name: 'Select this row' }));
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    // The selection's revoke button, then the confirmation's.
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The session has been revoked')).toBeInTheDocument();
    expect(services.session.isSignedIn).toBe(true);
  }, 30_000);

  it('selects every session of the page at once', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    const cards = await openCards('/me/session', 'Active sessions', services);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const count = within(cards).getAllByRole('listitem').length;
    expect(await screen.findByText(count === 1 ? '1 item selected' : `${count} items selected`)).toBeInTheDocument();
    expect(
      within(cards)
        .getAllByRole('checkbox', { name: 'Select this row' })
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
  }, 30_000);

  it('is axe-clean in the light and the dark theme, a card selected', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    const cards = await openCards('/me/session', 'Active sessions', services);
    await user.click(within(cards).getAllByRole('checkbox', { name: 'Select this row' })[0]!);
    await expectAxeCleanInBothThemes(user);
  }, 30_000);
});

describe('my API keys at a phone width (390 px)', () => {
  async function openKeys() {
    const services = testServices();
    await signIn(services);
    const created = await services.client.call(apiKeyEndpoints.create, { body: { note: 'Phone deploys' } });
    const cards = await openCards('/me/api', 'API keys', services);
    return { cards, name: created.data.name, user: userEvent.setup() };
  }

  it('shows each key as a card with its note, dates and actions; deleting one from its card', async () => {
    const { cards, name, user } = await openKeys();
    expect(screen.queryByRole('table')).toBeNull();
    const card = cardWith(cards, name);
    expect(within(card).getByText('Phone deploys')).toBeInTheDocument();
    expect(within(card).getByText('Created')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `Edit ${name}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/me\/api\/update\//),
    );
    await user.click(within(card).getByRole('button', { name: `Delete ${name}` }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The API key has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Phone deploys')).toBeNull());
  }, 30_000);

  it('is axe-clean in the light and the dark theme', async () => {
    const { user } = await openKeys();
    await expectAxeCleanInBothThemes(user);
  }, 30_000);
});
