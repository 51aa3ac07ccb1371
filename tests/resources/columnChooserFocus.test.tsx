import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

// Drag ordering's code arrives only when the test lets it: the chooser's switches are usable before.
const gate = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('../../src/framework/resource/views/reorder/sortableViews', async (importOriginal) => {
  await gate.arrived;
  return importOriginal();
});

startSimulator();

afterEach(() => localStorage.clear());

describe('the column chooser, before drag ordering has loaded', () => {
  it('keeps the focus on the switch a keyboard user is on when the drag handles arrive, so Escape still closes it', async () => {
    const services = testServices();
    await signIn(services);
    const user = userEvent.setup();
    renderConsole(services, '/user');
    await screen.findByRole('columnheader', { name: 'Name' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('list', { name: 'Columns' });
    expect(within(chooser).queryByRole('button', { name: /Drag/ })).toBeNull();
    await user.click(within(chooser).getByRole('switch', { name: 'Name' }));
    expect(within(chooser).getByRole('switch', { name: 'Name' })).toHaveFocus();

    gate.release();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Name/ }).length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Columns' })).getAllByRole('button').length).toBeGreaterThan(0),
    );
    expect(within(screen.getByRole('list', { name: 'Columns' })).getByRole('switch', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Columns' })).toBeNull());
  }, 30_000);
});
