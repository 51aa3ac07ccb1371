import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { findRow, renderConsole } from './harness';

/**
 * No silent overwrite of profiles: assigning a profile to several users shows first who gets a new
 * one and whose existing profile in that project changes (read afresh), and counts both at the
 * end; the profile form offers only the projects the user has no profile in.
 */
const sim = startSimulator();
const tables = () => sim.store.orgs.get('acme')!.tables;
const now = () => new Date().toISOString();
const firstProject = () => [...tables().project.rows][0]!;
const permissionTitled = (title: string) => tables().permission.find((row) => row.title === title)!;

async function open(route: string) {
  const services = testServices();
  await signIn(services);
  renderConsole(services, route);
  return userEvent.setup();
}

/** The usernames of the list's first rows, in order (once its records, not its placeholders, show). */
async function shownUsernames(count: number) {
  const known = new Set(tables().user.rows.map((row) => row.username));
  const names = () =>
    screen
      .queryAllByRole('cell')
      .map((cell) => cell.textContent ?? '')
      .filter((text) => known.has(text));
  await waitFor(() => expect(names().length).toBeGreaterThanOrEqual(count), { timeout: 10_000 });
  return names().slice(0, count);
}

/** Gives the user exactly this profile in the project (none when `permissions` is null), as another administrator would. */
function setProfile(username: string, projectId: string, permissions: string[] | null) {
  const owner = tables().user.find((row) => row.username === username)!;
  tables().profile.removeWhere((p) => p.user_id === owner.id && p.project_id === projectId);
  if (permissions === null) return undefined;
  return tables().profile.insert({
    user_id: owner.id,
    project_id: projectId,
    name: null,
    email: null,
    permissions,
    created_at: now(),
    updated_at: now(),
  });
}

/** The names listed under the dialog's group whose heading matches. */
function group(dialog: HTMLElement, heading: RegExp) {
  const list = within(dialog).getByRole('list', { name: heading });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

async function choose(user: UserEvent, dialog: HTMLElement, field: RegExp, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function select(user: UserEvent, names: readonly string[]) {
  for (const name of names)
    await user.click(within(await findRow(name)).getByRole('checkbox', { name: 'Select this row' }));
  await screen.findByText(new RegExp(`${names.length} items? selected`));
}

describe('assigning a profile to several users', { timeout: 40_000 }, () => {
  it('shows who gets a new profile, whose profile changes and who stays, then counts created and changed', async () => {
    const project = firstProject();
    const billing = permissionTitled('Billing');
    const other = permissionTitled('Deploy');
    const user = await open('/user');
    const [fresh, changing, same] = (await shownUsernames(3)) as [string, string, string];
    await select(user, [fresh, changing, same]);
    await user.click(await screen.findByRole('button', { name: 'Assign a profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a project profile' });
    // Set after the list was read: the dialog reads the users' profiles afresh.
    setProfile(fresh, project.id, null);
    const changed = setProfile(changing, project.id, [other.id])!;
    setProfile(same, project.id, [billing.id]);
    await choose(user, dialog, /^Project/, project.name);
    await choose(user, dialog, /^Permissions/, 'Billing');
    // Escape in a picker closes its list at most, never the dialog and the choices in it.
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Assign a project profile' })).toBe(dialog);
    expect(within(dialog).getByRole('combobox', { name: /^Project/ })).toHaveValue(project.name);
    // The intro says what happens to either kind of user, before the project is even chosen.
    expect(dialog).toHaveTextContent(
      'Choose a project and permissions for the 3 selected users. Those with no profile in that project yet get a new one with the chosen permissions; those who already have one keep it, and it gains the permissions it lacks (none are removed).',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeEnabled());
    expect(group(dialog, new RegExp(`^1 user gets a new profile in ${project.name}:$`))).toEqual([fresh]);
    expect(
      group(dialog, new RegExp(`^1 user already has a profile in ${project.name}; the profile gains permissions`)),
    ).toEqual([`${changing}: gains Billing`]);
    expect(
      group(dialog, new RegExp(`^1 user already has all these permissions in ${project.name}; nothing changes`)),
    ).toEqual([same]);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile assigned to 2 users');
    expect(
      await screen.findByText('Profiles created: 1. Profiles changed: 1. Failed: 0.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    const writes = sim.requests.filter((r) => /^(POST|PUT)$/.test(r.method) && r.path.includes('/profiles'));
    const idOf = (name: string) => tables().user.find((row) => row.username === name)!.id;
    expect(writes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [`POST /user/${idOf(fresh)}/profiles`, `PUT /user/${idOf(changing)}/profiles/${changed.id}`].sort(),
    );
    // The changed profile gained the permission and kept the one it had.
    expect(tables().profile.get(changed.id)!.permissions).toEqual([other.id, billing.id]);
  });

  it('has nothing to assign when every selected user already has it', async () => {
    const project = firstProject();
    const user = await open('/user');
    const [name] = (await shownUsernames(1)) as [string];
    setProfile(name, project.id, []);
    await select(user, [name]);
    await user.click(await screen.findByRole('button', { name: 'Assign a profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a project profile' });
    await choose(user, dialog, /^Project/, project.name);
    expect(
      await within(dialog).findByText(
        'Every selected user already has a profile in this project with these permissions: there is nothing to assign.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Assign' })).toBeDisabled();
  });
});

describe('the profile form', { timeout: 30_000 }, () => {
  it('offers only the projects the user has no profile in yet', async () => {
    const target = tables().user.rows.find((row) => tables().profile.where((p) => p.user_id === row.id).length === 1)!;
    const taken = new Set(
      tables()
        .profile.where((p) => p.user_id === target.id)
        .map((p) => p.project_id),
    );
    const free = tables()
      .project.rows.filter((p) => !taken.has(p.id))
      .map((p) => p.name);
    expect(taken.size).toBeGreaterThan(0);
    const user = await open(`/user/profile/${target.id}/create`);
    const project = await screen.findByRole('combobox', { name: /^Project/ }, { timeout: 5000 });
    expect(project).toHaveAccessibleDescription('Projects where this user has no profile yet');
    await user.click(project);
    await waitFor(async () =>
      expect((await screen.findAllByRole('option')).map((option) => option.textContent).sort()).toEqual(free.sort()),
    );
  });

  it('says so when the user has a profile in every project', async () => {
    const target = tables().user.rows.find((row) => tables().profile.where((p) => p.user_id === row.id).length === 1)!;
    const taken = new Set(
      tables()
        .profile.where((p) => p.user_id === target.id)
        .map((p) => p.project_id),
    );
    for (const project of tables().project.rows.filter((p) => !taken.has(p.id)))
      tables().profile.insert({
        user_id: target.id,
        project_id: project.id,
        name: null,
        email: null,
        permissions: [],
        created_at: now(),
        updated_at: now(),
      });
    await open(`/user/profile/${target.id}/create`);
    const project = await screen.findByRole('combobox', { name: /^Project/ }, { timeout: 5000 });
    await waitFor(() =>
      expect(project).toHaveAccessibleDescription('This user already has a profile in every project.'),
    );
  });
});

describe('the project and permission pickers are lookups searched as typed (SPEC §7)', { timeout: 40_000 }, () => {
  const lookups = (path: string) =>
    sim.requests
      .filter((r) => r.method === 'GET' && r.path === path)
      .map((r) => new URLSearchParams(r.query))
      .filter((query) => !query.has('ids'));
  const expectLookupsOnly = (path: string) => {
    expect(lookups(path).length).toBeGreaterThan(0);
    for (const query of lookups(path)) expect(query.get('page_size')).toBe('10');
  };

  it("the profile form's project picker asks page_size 10 with what is typed, never every project", async () => {
    const target = tables().user.rows[3]!;
    const taken = new Set(
      tables()
        .profile.where((p) => p.user_id === target.id)
        .map((p) => p.project_id),
    );
    const wanted = [...tables().project.rows].reverse().find((p) => !taken.has(p.id))!;
    const user = await open(`/user/profile/${target.id}/create`);
    const picker = await screen.findByRole('combobox', { name: /^Project/ }, { timeout: 5000 });
    await user.type(picker, wanted.name.slice(0, 5));
    await waitFor(() =>
      expect(lookups('/project').some((query) => query.get('search') === wanted.name.slice(0, 5))).toBe(true),
    );
    await user.click(await screen.findByRole('option', { name: wanted.name }));
    await waitFor(() => expect(picker).toHaveValue(wanted.name));
    expectLookupsOnly('/project');
  });

  it('the bulk assignment asks page_size 10 for projects and permissions with what is typed', async () => {
    const user = await open('/user');
    const [first] = (await shownUsernames(1)) as [string];
    await select(user, [first]);
    await user.click(await screen.findByRole('button', { name: 'Assign a profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a project profile' });
    const project = firstProject();
    await user.type(within(dialog).getByRole('combobox', { name: /^Project/ }), project.name.slice(0, 4));
    await waitFor(() =>
      expect(lookups('/project').some((query) => query.get('search') === project.name.slice(0, 4))).toBe(true),
    );
    await user.click(await screen.findByRole('option', { name: project.name }));
    await user.type(within(dialog).getByRole('combobox', { name: /^Permissions/ }), 'Bill');
    await waitFor(() => expect(lookups('/permission').some((query) => query.get('search') === 'Bill')).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Billing' }));
    expectLookupsOnly('/project');
    expectLookupsOnly('/permission');
    expect(within(dialog).getByRole('combobox', { name: /^Project/ })).toHaveValue(project.name);
  });
});
