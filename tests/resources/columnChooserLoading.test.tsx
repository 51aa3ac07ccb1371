import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

// Drag ordering's code arrives only when the test lets it.
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

describe('the column chooser, while drag ordering is on its way', () => {
  it('shows its switches only with their handles, so none is drawn anew under a click or the focus', async () => {
    const services = testServices();
    await signIn(services);
    const user = userEvent.setup();
    renderConsole(services, '/user');
    await screen.findByRole('columnheader', { name: 'Name' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('presentation');
    expect(within(chooser).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(within(chooser).queryAllByRole('switch')).toEqual([]);

    gate.release();
    const name = await within(chooser).findByRole('switch', { name: 'Name' });
    expect(within(chooser).getByRole('button', { name: /Name/ })).toBeInTheDocument();
    expect(within(chooser).queryByRole('progressbar')).toBeNull();
    await user.click(name);
    expect(name).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Name', hidden: true })).toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Columns' })).toBeNull());
  }, 30_000);
});
