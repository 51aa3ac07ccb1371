import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exportSetup } from '../../src/pages/setup/exportSetup';
import { readSetupState } from '../../src/pages/setup/setupState';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';

const sim = startSimulator();

async function openSetup() {
  const services = testServices();
  await signIn(services);
  const file = exportSetup(await readSetupState(services.client));
  renderApp('/setup', { services });
  await screen.findByRole('heading', { level: 1, name: 'Setup' }, { timeout: 10_000 });
  return { services, file, user: userEvent.setup() };
}

const upload = (user: ReturnType<typeof userEvent.setup>, value: unknown, name = 'setup.json') =>
  user.upload(
    screen.getByTestId('setup-file'),
    new File([typeof value === 'string' ? value : JSON.stringify(value, null, 2)], name, { type: 'application/json' }),
  );

describe('setup page', () => {
  it('is in the main navigation', async () => {
    await openSetup();
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(menu).getByRole('menuitem', { name: 'Setup' })).toHaveAttribute('href', '/setup');
  });

  it('refuses a setup file over 5 MB by its size, before reading it', async () => {
    const { user } = await openSetup();
    const big = new File(['{}'], 'setup.json', { type: 'application/json' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    const reads = [
      vi.spyOn(big, 'text'),
      vi.spyOn(big, 'slice'),
      vi.spyOn(big, 'stream'),
      vi.spyOn(big, 'arrayBuffer'),
    ];
    await user.upload(screen.getByTestId('setup-file'), big);
    expect(await screen.findByText('The file must not exceed 5 megabytes')).toBeInTheDocument();
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('downloads the setup file', async () => {
    const { user, file } = await openSetup();
    const blobs: Blob[] = [];
    const created = vi
      .spyOn(URL, 'createObjectURL')
      .mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:setup'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download setup file' }));
    expect(
      await screen.findByText(
        `Setup file downloaded: ${file.projects.length} projects, ${file.permissions.length} permissions, 4 authentication types.`,
      ),
    ).toBeVisible();
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(JSON.parse(JSON.stringify(file)));
    vi.restoreAllMocks();
  });

  it('plans a changed file, applies it with a report, then plans no changes', async () => {
    const { user, file } = await openSetup();
    file.projects[0]!.name = 'Renamed project';
    const basic = file.authTypes.find((type) => type.title === 'Basic auth')!;
    basic.password_config!.min_length = 12;
    await upload(user, file);
    const change = await screen.findByRole('region', { name: /To change \(2\)/ });
    expect(
      within(change)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Project: .*Name: .* → Renamed project$/),
      'Password settings: Basic authMinimum length: 8 → 12',
    ]);
    expect(screen.queryByRole('region', { name: /To create/ })).not.toBeInTheDocument();
    expect(screen.getByText('0 to create, 2 to change, 0 to delete')).toBeVisible();
    sim.requests.length = 0;
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Applied: 2 changes.')).toBeVisible();
    expect(
      sim.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path.replace(/\d+/g, ':id')}`),
    ).toEqual(['PUT /project/:id', 'PATCH /auth-type/:id/password-config']);
    await user.click(screen.getByRole('button', { name: 'Plan again' }));
    expect(await screen.findByText('No changes: this organization already matches the file.')).toBeVisible();
  });

  it('refuses a file outside the schema with its line, and sends nothing', async () => {
    const { user, file } = await openSetup();
    sim.requests.length = 0;
    const text = JSON.stringify({ ...file, permissions: [{ code: 'x' }] }, null, 2);
    await upload(user, text);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be applied:');
    const line = text.split('\n').findIndex((row) => row.includes('"code": "x"')) + 1;
    expect(alert).toHaveTextContent(`Line ${line - 1}: permissions.0.title: expected string`);
    expect(sim.requests).toEqual([]);
  });

  it('asks to type the number of deletions before removing what the file does not list', async () => {
    const { user, file } = await openSetup();
    file.permissions.pop();
    await upload(user, file);
    await screen.findByText('No changes: this organization already matches the file.');
    await user.click(screen.getByRole('checkbox', { name: 'Remove what the file does not list' }));
    const removal = await screen.findByRole('region', { name: 'To delete (1)' });
    expect(within(removal).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply and delete?' });
    const confirm = within(dialog).getByRole('button', { name: 'Apply' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type 1 to confirm' }), '1');
    await user.click(confirm);
    expect(await screen.findByText('Applied: 1 change.')).toBeVisible();
    await waitFor(() =>
      expect(sim.requests.some((r) => r.method === 'DELETE' && r.path.startsWith('/permission/'))).toBe(true),
    );
  });
});
