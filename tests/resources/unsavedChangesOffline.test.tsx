import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

// The leave dialog's code cannot be downloaded (the network went away after the form opened).
vi.mock('../../src/framework/routing/LeaveConfirmDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const sim = startSimulator();

afterEach(() => vi.restoreAllMocks());

describe('unsaved changes, when the leave dialog cannot be downloaded', () => {
  it("the browser's own confirmation asks instead: Stay keeps the typed note, Leave goes", async () => {
    const record = [...sim.store.orgs.get('acme')!.tables.user.rows].at(3)!;
    const services = testServices();
    await signIn(services);
    renderConsole(services, `/user/update/${record.id}`);
    const user = userEvent.setup();
    const note = await screen.findByRole('textbox', { name: /^Note/ }, { timeout: 8000 });
    await user.type(note, ' typed, not saved');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('menuitem', { name: 'Projects' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?"),
    );
    expect(window.location.pathname).toBe(`/user/update/${record.id}`);
    expect(note).toHaveValue(`${record.note ?? ''} typed, not saved`);

    await user.click(screen.getByRole('menuitem', { name: 'Projects' }));
    await waitFor(() => expect(window.location.pathname).toBe('/project'));
    expect(confirm).toHaveBeenCalledTimes(2);
  }, 40_000);
});
