import '../support/shortUndoWindow';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { projectEndpoints } from '../../src/api/contract/project';
import { authTypeEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { signIn, testServices } from '../support/renderApp';
import { UNDO_WINDOW_MS } from '../support/shortUndoWindow';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

/**
 * Two administrators on one record (docs/decisions/0019): the later save meets a 412 and the
 * conflict dialog, which names what changed elsewhere and keeps what was typed until a choice.
 */
const sim = startSimulator();

async function editWhileSomeoneElseSaves(user: UserEvent) {
  const services = testServices();
  await signIn(services);
  const loaded = await services.client.call(projectEndpoints.get, { params: { id: '1' } });
  renderConsole(services, '/project/update/1');
  const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 5000 });
  await waitFor(() => expect(name).toHaveValue(loaded.name));
  // The other administrator saves a new name and alias meanwhile.
  await services.client.call(projectEndpoints.update, {
    params: { id: '1' },
    body: { name: 'Their name', alias: 'their-alias' },
  });
  await user.clear(name);
  await user.type(name, 'My name');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole(
    'dialog',
    { name: 'Changed by someone else' },
    { timeout: UNDO_WINDOW_MS + 3000 },
  );
  return { services, dialog, loaded };
}

const rowOf = (dialog: HTMLElement, field: string) =>
  within(dialog).getByRole('rowheader', { name: field }).closest('tr') as HTMLElement;

const stored = async (services: ReturnType<typeof testServices>) =>
  services.client.call(projectEndpoints.get, { params: { id: '1' } });

describe('a save that meets a newer version', () => {
  it('names the fields changed elsewhere, theirs beside mine, and saves nothing over them', async () => {
    const user = userEvent.setup();
    const { services, dialog } = await editWhileSomeoneElseSaves(user);
    expect(rowOf(dialog, 'Name')).toHaveTextContent(/Their name.*My name/);
    expect(rowOf(dialog, 'Alias')).toHaveTextContent(/their-alias.*not changed by you/);
    const refused = sim.requests.filter((r) => r.method === 'PUT' && r.path === '/project/1').at(-1);
    expect(refused?.headers['if-match']).toMatch(/^".+"$/);
    expect((await stored(services)).name).toBe('Their name');
  });

  it('keep mine: their other changes come in, mine stay, and the next save goes through', async () => {
    const user = userEvent.setup();
    const { services, dialog } = await editWhileSomeoneElseSaves(user);
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/your values are kept/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Alias/ })).toHaveValue('their-alias'));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('My name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/project'), { timeout: UNDO_WINDOW_MS + 3000 });
    expect(await stored(services)).toMatchObject({ name: 'My name', alias: 'their-alias' });
  });

  it('use their version: the form shows what is stored', async () => {
    const user = userEvent.setup();
    const { dialog } = await editWhileSomeoneElseSaves(user);
    await user.click(within(dialog).getByRole('button', { name: 'Use their version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Their name'));
    expect(screen.getByRole('textbox', { name: /^Alias/ })).toHaveValue('their-alias');
  });

  it('field by field: the chosen value of each field', async () => {
    const user = userEvent.setup();
    const { services, dialog } = await editWhileSomeoneElseSaves(user);
    await user.click(within(dialog).getByRole('button', { name: 'Choose field by field' }));
    const choice = within(dialog).getByRole('radiogroup', { name: 'Keep for Name' });
    await user.click(within(choice).getByRole('radio', { name: 'Theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Their name'));
    expect((await stored(services)).name).toBe('Their name');
  });
});

describe('custom forms name the version they edit too', () => {
  it('password settings: another save meanwhile opens the dialog; keep mine saves mine over theirs', async () => {
    const user = userEvent.setup();
    const services = testServices();
    await signIn(services);
    const { items } = await services.client.call(authTypeEndpoints.list, { query: { page: 1, page_size: 100 } });
    const basic = items.find((type) => type.type === 'basic')!;
    renderConsole(services, `/auth-type/settings/${basic.id}`);
    const min = await screen.findByRole('spinbutton', { name: /Minimum length/ }, { timeout: 5000 });
    await waitFor(() => expect(min).toHaveValue(basic.password_config?.min_length ?? 6));
    await services.client.call(authTypeEndpoints.passwordConfig, {
      params: { id: basic.id },
      body: { min_length: 11, is_lower_required: true },
    });
    await user.clear(min);
    await user.type(min, '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Changed by someone else' },
      { timeout: UNDO_WINDOW_MS + 3000 },
    );
    expect(rowOf(dialog, 'Minimum length')).toHaveTextContent(/11.*9/);
    expect(rowOf(dialog, 'A lowercase letter is required')).toHaveTextContent(/Yes.*not changed by you/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'A lowercase letter is required' })).toBeChecked());
    expect(screen.getByRole('spinbutton', { name: /Minimum length/ })).toHaveValue(9);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth-type'), { timeout: UNDO_WINDOW_MS + 3000 });
    const saved = await services.client.call(authTypeEndpoints.get, { params: { id: basic.id } });
    expect(saved.password_config).toMatchObject({ min_length: 9, is_lower_required: true });
  }, 30_000);
});
