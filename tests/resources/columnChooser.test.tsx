import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';
import { preferenceEndpoints } from '../../src/api/contract/endpoints/serviceEndpoints';

startSimulator();

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const chooser = () => screen.getByRole('list', { name: 'Columns' });
const switchNames = () =>
  within(chooser())
    .getAllByRole('switch')
    .map((toggle) => toggle.closest('li')?.textContent?.trim());
/** The table's column headers with a name, in order (behind the open chooser: hidden from the accessibility tree). */
const headerNames = () =>
  screen
    .getAllByRole('columnheader', { hidden: true })
    .map((header) => header.textContent?.trim())
    .filter((name) => name);

/** Lays the chooser's rows out as a browser would (jsdom has no layout): each 40 px under the one before. */
function layChooserRowsOut() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('ul[aria-label="Columns"] > li');
    if (!row?.parentElement) return original.call(this);
    const top = [...row.parentElement.children].indexOf(row) * 40;
    return { x: 0, y: top, top, left: 0, width: 240, height: 36, right: 240, bottom: top + 36, toJSON: () => ({}) };
  });
}

async function openUsersChooser() {
  const services = testServices();
  await signIn(services);
  // An administrator who chose to see every column (the list hides ID, Note, Created and Updated until then).
  await services.client.call(preferenceEndpoints.put, {
    params: { key: 'table.user' },
    body: { columns: { hidden: [] } },
  });
  const user = userEvent.setup();
  renderConsole(services, '/user');
  await screen.findByRole('columnheader', { name: 'Note' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  await screen.findAllByRole('switch');
  return user;
}

describe('the column chooser', () => {
  it('reorders the columns by keyboard with each column’s handle, the table following', async () => {
    layChooserRowsOut();
    const user = await openUsersChooser();
    const before = switchNames();
    expect(headerNames()).toEqual(before);
    const [first, second] = before as [string, string];
    // The handles come with drag ordering's code, loaded when the chooser opens; the switches do not wait.
    const handle = await screen.findByRole('button', { name: `Drag to move ${second}` }, { timeout: 15_000 });
    expect(within(chooser()).getAllByRole('button', { name: /^Drag to move / })).toHaveLength(before.length);

    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');

    const after = [second, first, ...before.slice(2)];
    await waitFor(() => expect(switchNames()).toEqual(after));
    await waitFor(() => expect(headerNames()).toEqual(after));
    expect(await screen.findByText(`Column ${second} dropped at position 1 of ${before.length}.`)).toBeInTheDocument();

    // Escape during a drag cancels the drag and leaves the chooser open; the next one closes it.
    screen.getByRole('button', { name: `Drag to move ${second}` }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(await screen.findByText(`Moving cancelled; the column ${second} is back in its place.`)).toBeInTheDocument();
    expect(chooser()).toBeInTheDocument();
    expect(switchNames()).toEqual(after);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Columns' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
    expect(headerNames()).toEqual(after);

    // Reset puts the table's own order back, and the columns the list starts with.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(switchNames()).toEqual(before));
    // Every column of SPEC §2 is shown; the Administrator attribute only when asked for.
    const hiddenUntilShown = ['Administrator'];
    await waitFor(() => expect(headerNames()).toEqual(before.filter((name) => !hiddenUntilShown.includes(name!))));
  }, 60_000);

  it('hides and shows a column with its labelled switch; its search narrows the switches', async () => {
    const user = await openUsersChooser();
    const search = screen.getByRole('textbox', { name: 'Search columns' });
    expect(search).toHaveFocus();
    const note = screen.getByRole('switch', { name: 'Note' });
    expect(note).toBeChecked();

    await user.click(note);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Note' })).not.toBeChecked());
    await waitFor(() => expect(headerNames()).not.toContain('Note'));
    await user.click(screen.getByRole('switch', { name: 'Note' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Note' })).toBeChecked());
    await waitFor(() => expect(headerNames()).toContain('Note'));

    await user.type(search, 'NOTE');
    await waitFor(() => expect(switchNames()).toEqual(['Note']));
    await user.clear(search);
    await waitFor(() => expect(switchNames().length).toBeGreaterThan(1));
  }, 30_000);
});
