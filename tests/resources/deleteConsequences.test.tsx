import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { findRow, renderConsole } from './harness';

/**
 * Destructive actions say what they break: every delete confirmation of the generated views (row,
 * breadcrumb, selection) names the record, counts what goes with it as the API reports it (the
 * declaration's `deleteDependents`), and its action is a red "Delete" beside a plain Cancel.
 */
const sim = startSimulator();
const tables = () => sim.store.orgs.get('acme')!.tables;

async function open(route: string) {
  const services = testServices();
  await signIn(services);
  renderConsole(services, route);
  return userEvent.setup();
}

async function askRowDelete(user: UserEvent, name: string) {
  const row = await findRow(name);
  await user.click(within(row).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  return screen.findByRole('dialog');
}

/** The dialog's list of what goes with the deleted records, once counted. */
async function affected(dialog: HTMLElement) {
  const list = await within(dialog).findByRole('list', { name: 'This also affects:' }, { timeout: 5000 });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** The destructive button is the error-coloured contained one, Cancel a plain button without an icon. */
function expectDestructiveButtons(dialog: HTMLElement) {
  const confirm = within(dialog).getByRole('button', { name: 'Delete' });
  expect(confirm).toHaveClass('MuiButton-containedError');
  const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
  expect(cancel.querySelector('svg')).toBeNull();
  expect(cancel).not.toHaveClass('MuiButton-colorError');
}

describe('delete confirmations', { timeout: 30_000 }, () => {
  it("a row's delete names the authentication type and counts its users' credentials and its hooks", async () => {
    const type = tables().authType.rows.find((row) => row.title === 'Basic auth')!;
    const users = new Set(
      tables()
        .credential.where((c) => c.auth_type_id === type.id)
        .map((c) => c.user_id),
    );
    const hooks = tables().hook.where((hook) => hook.auth_type_id === type.id);
    expect(users.size).toBeGreaterThan(1);
    expect(hooks).toHaveLength(1);
    const user = await open('/auth-type');
    const dialog = await askRowDelete(user, type.title);
    expect(within(dialog).getByRole('heading', { name: `Delete “${type.title}”?` })).toBeInTheDocument();
    expect(await affected(dialog)).toEqual([`Credentials of ${users.size} users are deleted`, '1 hook is deleted']);
    expect(dialog).toHaveTextContent('You can undo it for a few seconds afterwards.');
    expectDestructiveButtons(dialog);
    // Counted by the lists' totals: one page of one record each.
    const counts = sim.requests.filter(
      (request) => request.method === 'GET' && new URLSearchParams(request.query).get('page_size') === '1',
    );
    expect(counts.map((request) => request.path).sort()).toEqual([`/auth-type/${type.id}/hooks`, '/user']);
    const usersCount = counts.find((request) => request.path === '/user');
    expect(new URLSearchParams(usersCount?.query).getAll('auth_types')).toEqual([type.id]);
  });

  it("a user's delete counts their credentials, profiles and sessions", async () => {
    const t = tables();
    const target = t.user.rows.find(
      (u) =>
        u.username !== 'admin' &&
        t.credential.where((c) => c.user_id === u.id).length > 1 &&
        t.session.where((x) => x.user_id === u.id).length > 0,
    )!;
    const count = (rows: { user_id: string }[]) => rows.filter((row) => row.user_id === target.id).length;
    const [credentials, profiles, sessions] = [count(t.credential.rows), count(t.profile.rows), count(t.session.rows)];
    const user = await open(`/user/update/${target.id}`);
    await screen.findByRole('heading', { level: 1, name: target.username }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    expect(await affected(dialog)).toEqual(
      [
        `${plural(credentials, 'credential is', 'credentials are')} deleted`,
        profiles ? `${plural(profiles, 'profile is', 'profiles are')} deleted` : '',
        `${plural(sessions, 'session is', 'sessions are')} signed out and deleted`,
      ].filter(Boolean),
    );
  });

  it("the breadcrumb's delete of a project counts the profiles it deletes and the types that list it", async () => {
    const project = tables().project.rows.find((row) => row.name === 'Mobile app')!;
    const profiles = tables().profile.where((profile) => profile.project_id === project.id).length;
    const types = tables().authType.rows.filter((type) => type.projects.includes(project.id)).length;
    const user = await open(`/project/update/${project.id}`);
    await screen.findByRole('heading', { level: 1, name: `Edit ${project.name}` }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: `Delete “${project.name}”?` })).toBeInTheDocument();
    expect(await affected(dialog)).toEqual([
      `Profiles of ${profiles} users are deleted`,
      `Removed from ${types} authentication types`,
    ]);
    expectDestructiveButtons(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sim.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it('a bulk delete lists the selected permissions and the users whose profiles lose them', async () => {
    const user = await open('/permission');
    await findRow('Billing');
    for (const name of ['Billing', 'Deploy'])
      await user.click(within(await findRow(name)).getByRole('checkbox', { name: 'Select this row' }));
    await screen.findByText(/2 items selected/);
    const bulkDelete = screen.getAllByRole('button', { name: 'Delete' }).filter((button) => !button.closest('tr'));
    await user.click(bulkDelete[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const chosen = tables().permission.rows.filter((row) => ['Billing', 'Deploy'].includes(row.title));
    const ids = chosen.map((row) => row.id);
    const holders = new Set(
      tables()
        .profile.rows.filter((profile) => profile.permissions.some((id) => ids.includes(id)))
        .map((profile) => profile.user_id),
    );
    expect(within(dialog).getByRole('heading', { name: 'Delete 2 selected records?' })).toBeInTheDocument();
    const selected = within(within(dialog).getByRole('list', { name: 'Selected records' })).getAllByRole('listitem');
    expect(selected.map((item) => item.textContent).sort()).toEqual(['Billing', 'Deploy']);
    expect(await affected(dialog)).toEqual([`Removed from the profiles of ${holders.size} users`]);
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expectDestructiveButtons(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sim.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1));
  });

  it('says when nothing depends on the record', async () => {
    const type = tables().authType.rows.find((row) => row.title === 'Server keys')!;
    const user = await open('/auth-type');
    const dialog = await askRowDelete(user, type.title);
    expect(await within(dialog).findByText('No other records depend on it.', {}, { timeout: 5000 })).toBeVisible();
  });
});
