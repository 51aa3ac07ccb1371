import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

/**
 * Leaving a form with changes not saved asks first (a menu link, a tab, the browser's back,
 * closing the tab); Stay keeps what was typed, Leave goes; a saved form leaves without asking.
 */
const sim = startSimulator();
const users = () => [...sim.store.orgs.get('acme')!.tables.user.rows];
const permissions = () => [...sim.store.orgs.get('acme')!.tables.permission.rows];

/** A cancelable `beforeunload` as the browser fires it when the tab closes: true when the page asks first. */
function closingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function openForm(route: string, label: RegExp) {
  const services = testServices();
  await signIn(services);
  renderConsole(services, route);
  const user = userEvent.setup();
  const input = await screen.findByRole('textbox', { name: label }, { timeout: 8000 });
  await waitFor(() => expect(input).not.toHaveValue(''));
  return { user, input };
}

const leaveDialog = () => screen.findByRole('dialog', { name: 'Leave without saving?' });
const menuLink = (name: string) => screen.getByRole('menuitem', { name });

describe('unsaved changes', { timeout: 40_000 }, () => {
  it("a user's typed note: the Projects menu asks; Stay keeps it, Leave goes", async () => {
    const record = users().find((row) => row.id === '4') ?? users()[3]!;
    const { user, input } = await openForm(`/user/update/${record.id}`, /^Username/);
    const note = screen.getByRole('textbox', { name: /^Note/ });
    await user.type(note, ' typed, not saved');
    expect(closingAsks()).toBe(true);

    await user.click(menuLink('Projects'));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent("Some of your changes weren't saved.");
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe(`/user/update/${record.id}`);
    expect(note).toHaveValue(`${record.note ?? ''} typed, not saved`);
    expect(input).toBeInTheDocument();

    await user.click(menuLink('Projects'));
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(window.location.pathname).toBe('/project'));
    expect(closingAsks()).toBe(false);
  });

  it("the browser's back asks too: Stay keeps the form where it was, Leave goes back", async () => {
    const record = permissions().at(-1)!;
    const services = testServices();
    await signIn(services);
    renderConsole(services, '/permission');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Permissions' }, { timeout: 8000 });
    await user.click(await screen.findByText(String(record.title), { selector: 'td *, td' }, { timeout: 5000 }));
    const title = await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 5000 });
    await waitFor(() => expect(title).toHaveValue(String(record.title)));
    await user.type(title, ' changed');
    act(() => window.history.back());
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/permission/update/${record.id}`));
    expect(title).toHaveValue(`${record.title} changed`);
    act(() => window.history.back());
    await user.click(within(await leaveDialog()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(window.location.pathname).toBe('/permission'));
    await screen.findByRole('heading', { level: 1, name: 'Permissions' });
  });

  it('an untouched form, or a saved one, leaves without asking', async () => {
    const record = permissions().at(-1)!;
    const { user, input } = await openForm(`/permission/update/${record.id}`, /^Title/);
    expect(closingAsks()).toBe(false);
    await user.type(input, ' saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(`Permission '${String(record.title)} saved' updated`);
    expect(closingAsks()).toBe(false);
    await user.click(menuLink('Projects'));
    await waitFor(() => expect(window.location.pathname).toBe('/project'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });
});
