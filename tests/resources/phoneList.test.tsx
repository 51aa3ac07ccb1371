import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import userDeclaration from '../../resources/user';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { windowOfWidth } from '../support/windowOfWidth';
import { apiList, renderConsole } from './harness';

const sim = startSimulator();

async function openUsers() {
  const services = testServices();
  await signIn(services);
  const users = (await apiList(services, userDeclaration)).items;
  renderConsole(services, '/user');
  await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 5000 });
  const cards = await screen.findByRole('list', { name: 'Users' }, { timeout: 5000 });
  // The cards fill in once the page of users has arrived.
  await within(cards).findByRole('link', { name: 'Administrator admin' }, { timeout: 5000 });
  return { cards, users, user: userEvent.setup() };
}

/** The card whose title is `name`. */
function cardOf(cards: HTMLElement, name: string): HTMLElement {
  const card = within(cards).getByRole('link', { name }).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

async function expectAxeClean(element: Element) {
  // jsdom computes no colours (colour contrast is checked in the browser, tests/e2e/phone.e2e.ts).
  const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(
    result.violations.map(
      (violation) => `${violation.id}: ${violation.help} ${violation.nodes.map((n) => n.html).join(' | ')}`,
    ),
  ).toEqual([]);
}

/** The theme react-admin's store keeps (`<prefix>.theme` in local storage). */
function storedTheme(): unknown {
  const key = Object.keys(localStorage).find((name) => name.endsWith('.theme'));
  return key ? JSON.parse(localStorage.getItem(key) ?? 'null') : undefined;
}

beforeEach(() => windowOfWidth(390));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('lists at a phone width (390 px)', () => {
  it('shows each record as a card (title linking to the record, secondary values, chips) instead of the table', async () => {
    const { cards, users } = await openUsers();
    expect(screen.queryByRole('table')).toBeNull();
    const admin = users.find((record) => record.username === 'admin')!;
    const card = cardOf(cards, 'Administrator admin');
    expect(within(card).getByRole('link', { name: 'Administrator admin' })).toHaveAttribute(
      'href',
      `/user/update/${admin.id}`,
    );
    expect(within(card).getByText(String(admin.email))).toBeInTheDocument();
    expect(within(card).getByText('E-mail')).toBeInTheDocument();
    expect(within(card).getByText('Permissions')).toBeInTheDocument();
    // One card per user of the page, the same page as the table would show.
    expect(within(cards).getAllByRole('listitem')).toHaveLength(Math.min(25, users.length));
    // Paging is the list's own.
    expect(screen.getByText(new RegExp(`^25 of ${users.length} shown$`))).toBeInTheDocument();
  });

  it('selects cards one by one or the whole page, and offers the bulk actions', async () => {
    const { cards, user } = await openUsers();
    const card = cardOf(cards, 'Administrator admin');
    await user.click(within(card).getByRole('checkbox', { name: 'Select this row' }));
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const shown = within(cards).getAllByRole('listitem').length;
    expect(await screen.findByText(`${shown} items selected`)).toBeInTheDocument();
    expect(
      within(cards)
        .getAllByRole('checkbox', { name: 'Select this row' })
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await waitFor(() =>
      expect(
        within(cards)
          .getAllByRole('checkbox', { name: 'Select this row' })
          .some((box) => (box as HTMLInputElement).checked),
      ).toBe(false),
    );
  });

  it("opens the row's actions menu from a card", async () => {
    const { cards, user } = await openUsers();
    await user.click(within(cardOf(cards, 'Administrator admin')).getByRole('button', { name: 'Actions for admin' }));
    const menu = await screen.findByRole('menu', { name: 'Actions for admin' });
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profiles' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it('follows the column chooser: a column hidden there leaves the cards', async () => {
    const { cards, user } = await openUsers();
    const card = cardOf(cards, 'Administrator admin');
    expect(within(card).getByText('E-mail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('switch', { name: 'E-mail' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(cardOf(cards, 'Administrator admin')).queryByText('E-mail')).toBeNull());
    expect(within(cardOf(cards, 'Administrator admin')).getByText('Name')).toBeInTheDocument();
    expect(within(cardOf(cards, 'Administrator admin')).queryByText('admin@acme.test')).toBeNull();
  });

  it('is axe-clean in the light and the dark theme', async () => {
    const { cards, user } = await openUsers();
    await user.click(within(cardOf(cards, 'Administrator admin')).getByRole('checkbox', { name: 'Select this row' }));
    await expectAxeClean(screen.getByRole('main'));
    await user.click(screen.getByRole('button', { name: 'Toggle light/dark mode' }));
    await waitFor(() => expect(storedTheme()).toBe('dark'));
    await expectAxeClean(screen.getByRole('main'));
  }, 30_000);
});

describe('drag ordering at a phone width', () => {
  /** Lays the cards out as a browser would (jsdom has no layout): each 100 px under the one before. */
  function layCardsOut() {
    const original = Element.prototype.getBoundingClientRect;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const card = this.closest('li.fw-card');
      if (!card?.parentElement) return original.call(this);
      const top = [...card.parentElement.children].indexOf(card) * 100;
      return { x: 0, y: top, top, left: 0, width: 390, height: 90, right: 390, bottom: top + 90, toJSON: () => ({}) };
    });
  }
  afterEach(() => vi.restoreAllMocks());

  it('a card drags by its handle, by keyboard, and the new order is saved as priorities', async () => {
    layCardsOut();
    const services = testServices();
    await signIn(services);
    renderConsole(services, '/auth-type');
    // The cards get their drag handles once drag ordering's code is there (it loads with the first
    // list that has drag ordering): one per card, under its actions menu.
    const cardList = () => screen.getByRole('list', { name: 'Authentication types' });
    await waitFor(
      () => {
        const count = within(cardList()).getAllByRole('listitem').length;
        expect(count).toBeGreaterThan(1);
        expect(within(cardList()).getAllByRole('button', { name: 'Drag to reorder' })).toHaveLength(count);
      },
      { timeout: 10_000 },
    );
    const cards = cardList();
    const items = within(cards).getAllByRole('listitem');
    const titles = items.map((item) => item.querySelector('.fw-card-title')?.textContent);
    const user = userEvent.setup();
    within(items[1]!).getByRole('button', { name: 'Drag to reorder' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(sim.requests.some((r) => r.method === 'POST' && r.path === '/auth-type/priorities')).toBe(true),
    );
    await waitFor(() =>
      expect(
        within(cards)
          .getAllByRole('listitem')
          .slice(0, 2)
          .map((item) => item.querySelector('.fw-card-title')?.textContent),
      ).toEqual([titles[1], titles[0]]),
    );
  });

  it('offers no handle while the list is sorted by another field', async () => {
    const services = testServices();
    await signIn(services);
    renderConsole(services, '/auth-type?sort=title&order=ASC');
    expect(
      await screen.findByText("Rows can be dragged only in the list's own order, by priority.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const cards = await screen.findByRole('list', { name: 'Authentication types' });
    await waitFor(() => expect(within(cards).getAllByRole('listitem').length).toBeGreaterThan(1));
    expect(within(cards).queryByRole('button', { name: 'Drag to reorder' })).toBeNull();
  });
});
