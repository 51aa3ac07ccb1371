import '../support/shortUndoWindow';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import {
  authTypeEndpoints,
  credentialEndpoints,
  profileEndpoints,
  userEndpoints,
  userSessionEndpoints,
} from '../../src/api/contract/endpoints/adminEndpoints';
import { projectEndpoints } from '../../src/api/contract/project';
import { permissionEndpoints } from '../../src/api/contract/permission';
import { findRecordPage, findRow, renderConsole } from './harness';

const sim = startSimulator();

type Services = ReturnType<typeof testServices>;
type Item = Record<string, unknown> & { id: string };

const list = async (services: Services, endpoint: AnyEndpoint, parentId?: string) =>
  (
    (await services.client.call(endpoint, {
      query: { page: 1, page_size: 100 },
      ...(parentId ? { params: { parentId } } : {}),
    })) as unknown as { items: Item[] }
  ).items;

async function setup() {
  const services = testServices();
  await signIn(services);
  const users = await list(services, userEndpoints.list);
  const authTypes = await list(services, authTypeEndpoints.list);
  const type = (kind: string) => authTypes.find((t) => t.type === kind) as Item & { title: string };
  return { services, user: userEvent.setup(), users, type };
}

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

async function pickAuthType(user: UserEvent, title: string) {
  const input = await screen.findByRole('combobox', { name: /^Authentication type/ });
  await user.click(input);
  // The option names the type's kind too ("Staff · Social").
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${title} · `) }));
}

describe('credentials of a user', () => {
  it('lists them under the user, with editing hidden for social types', async () => {
    const { services, users, type } = await setup();
    const social = type('social');
    let owner: Item | undefined;
    for (const candidate of users.slice(1)) {
      const credentials = await list(services, credentialEndpoints.list, candidate.id);
      if (credentials.some((c) => c.auth_type_id === social.id)) {
        owner = candidate;
        break;
      }
    }
    if (!owner) throw new Error('no seeded social credential');
    renderConsole(services, `/user/credentials/${owner.id}`);
    await findRecordPage(String(owner.username), 'Credentials');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(nav).toHaveTextContent(`Home/Users/${String(owner.username)}/Credentials`));
    const socialRow = await findRow(social.title);
    const user = userEvent.setup();
    const socialActions = within(socialRow).queryByRole('button', { name: /^Actions for / });
    if (socialActions) {
      await user.click(socialActions);
      await screen.findByRole('menu', { name: /^Actions for / });
      expect(
        within(screen.getByRole('menu', { name: /^Actions for / })).queryByRole('menuitem', { name: 'Edit' }),
      ).toBeNull();
      fireEvent.keyDown(screen.getByRole('menu', { name: /^Actions for / }), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu', { name: /^Actions for / })).toBeNull());
    }
    const jwtRow = await findRow(type('jwt').title);
    await user.click(within(jwtRow).getByRole('button', { name: /^Actions for / }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
  });

  it("has no reachable edit page for a social credential: its address leads back to the user's credentials", async () => {
    const { services, users, type } = await setup();
    const social = type('social');
    for (const candidate of users.slice(1)) {
      const credential = (await list(services, credentialEndpoints.list, candidate.id)).find(
        (c) => c.auth_type_id === social.id,
      );
      if (!credential) continue;
      renderConsole(services, `/user/credentials/${candidate.id}/update/${credential.id}`);
      await waitFor(() => expect(window.location.pathname).toBe(`/user/credentials/${candidate.id}`));
      await findRecordPage(String(candidate.username), 'Credentials');
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      return;
    }
    throw new Error('no seeded social credential');
  });

  it('checks the password against the chosen auth type’s rules before sending', async () => {
    const { services, user, users, type } = await setup();
    const basic = type('basic') as Item & { title: string; password_config: { min_length: number } };
    const target = users[users.length - 1] as Item;
    await services.client.call(credentialEndpoints.deleteMany, { params: { parentId: target.id } });
    renderConsole(services, `/user/credentials/${target.id}/create`);
    await h1('New Credential');
    await pickAuthType(user, basic.title);
    const password = await screen.findByLabelText(/^Password/);
    await user.type(password, 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        `Password must be at least ${basic.password_config.min_length} characters long`,
      ),
    );
    expect(sim.requests.filter((r) => r.method === 'POST')).toHaveLength(1); // the sign-in only
  });

  it('shows the server’s 422 on the auth type field when the user got that type meanwhile', async () => {
    const { services, user, users, type } = await setup();
    const jwt = type('jwt');
    const target = users[1] as Item;
    // The picker offers only the types the user has not: start without the jwt one.
    sim.store.orgs
      .get('acme')!
      .tables.credential.removeWhere((c) => c.user_id === target.id && c.auth_type_id === jwt.id);
    renderConsole(services, `/user/credentials/${target.id}/create`);
    await h1('New Credential');
    await pickAuthType(user, jwt.title);
    // Another administrator gives the user a jwt credential while this form is open.
    await services.client.call(credentialEndpoints.create, {
      params: { parentId: target.id },
      body: { auth_type_id: jwt.id, password: 'Other-Passw0rd!' },
    });
    await user.type(await screen.findByLabelText(/^Password/), 'Valid-Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByRole('combobox', { name: /^Authentication type/ });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Credentials for this auth type are already created for the user'),
    );
    expect(window.location.pathname).toBe(`/user/credentials/${target.id}/create`);
  });

  it('asks social credentials for their networks instead of a password', async () => {
    const { services, user, users, type } = await setup();
    const social = type('social');
    renderConsole(services, `/user/credentials/${(users[3] as Item).id}/create`);
    await h1('New Credential');
    await pickAuthType(user, social.title);
    expect(await screen.findByRole('combobox', { name: /^Social networks/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });
});

describe('profiles of a user', () => {
  it('validates the e-mail and reports a profile created meanwhile in the same project on the project field', async () => {
    const { services, user, users } = await setup();
    const target = users[1] as Item;
    const taken = new Set((await list(services, profileEndpoints.list, target.id)).map((p) => String(p.project_id)));
    const free = (await list(services, projectEndpoints.list)).find((p) => !taken.has(String(p.id)));
    if (!free) throw new Error('no free project in the seed');
    renderConsole(services, `/user/profile/${target.id}/create`);
    await h1('New Profile');
    const project = await screen.findByRole('combobox', { name: /^Project/ });
    await user.click(project);
    await user.click(await screen.findByRole('option', { name: String(free.name) }));
    // Another administrator gives the user a profile in that project while this form is open.
    sim.store.orgs.get('acme')!.tables.profile.insert({
      user_id: target.id,
      project_id: free.id,
      name: null,
      email: null,
      permissions: [],
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email address. Please enter a valid email'));
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(project).toHaveAccessibleDescription('A profile in this project already exists for this user'),
    );
  });
});

describe('sessions of a user', () => {
  it('explains where sessions come from and revokes the selected ones in one request', async () => {
    const { services, user, users } = await setup();
    let owner: Item | undefined;
    for (const candidate of users.slice(1)) {
      if ((await list(services, userSessionEndpoints.list, candidate.id)).length > 0) {
        owner = candidate;
        break;
      }
    }
    if (!owner) throw new Error('no seeded session');
    renderConsole(services, `/user/session/${owner.id}`);
    await findRecordPage(String(owner.username), 'Sessions');
    expect(screen.getByText('Sessions exist only for authentication types jwt and social.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    const [first] = await screen.findAllByRole('checkbox', { name: 'Select this row' }, { timeout: 5000 });
    await user.click(first as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(sim.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        `/user/${owner.id}/sessions`,
      ]),
    );
  });
});

describe('bulk actions on users', () => {
  async function selectTwo(user: UserEvent) {
    const checkboxes = await screen.findAllByRole('checkbox', { name: 'Select this row' }, { timeout: 5000 });
    for (const checkbox of checkboxes.slice(1, 3)) await user.click(checkbox);
    await screen.findByText(/2 items selected/);
  }

  it('assigns a project profile with permissions to the selected users, with a summary', async () => {
    const { services, user } = await setup();
    const [project] = await list(services, projectEndpoints.list);
    const [permission] = await list(services, permissionEndpoints.list);
    // Nobody has a profile in the project yet: each selected user gets a new one (the preview and the
    // counts of changed profiles are tests/resources/profileAssignment.test.tsx's).
    sim.store.orgs.get('acme')!.tables.profile.removeWhere((p) => p.project_id === String(project?.id));
    renderConsole(services, '/user');
    await selectTwo(user);
    // The bulk buttons' code loads when rows are first selected.
    await user.click(await screen.findByRole('button', { name: 'Assign a profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a project profile' });
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: /^Project/ }));
    await user.click(await screen.findByRole('option', { name: String(project?.name) }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Permissions/ }));
    await user.click(await screen.findByRole('option', { name: String(permission?.title) }));
    await user.click(assign);
    // Undoable (tests/resources/undo.test.tsx): the requests go when the notification's window ends.
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile assigned to 2 users');
    const profileWrites = () =>
      sim.requests.filter((r) => (r.method === 'POST' || r.method === 'PUT') && r.path.includes('/profiles'));
    expect(profileWrites()).toEqual([]);
    expect(
      await screen.findByText('Profiles created: 2. Profiles changed: 0. Failed: 0.', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    const writes = profileWrites();
    expect(writes).toHaveLength(2);
    for (const write of writes) {
      const userId = write.path.split('/')[2];
      const profiles = await list(services, profileEndpoints.list, userId);
      expect(profiles.find((p) => String(p.project_id) === String(project?.id))?.permissions).toContain(
        String(permission?.id),
      );
    }
  }, 40_000);

  it('revokes every session of the selected users, one request per user', async () => {
    const { services, user } = await setup();
    renderConsole(services, '/user');
    await selectTwo(user);
    await user.click(await screen.findByRole('button', { name: 'Revoke sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke all sessions' });
    expect(dialog).toHaveTextContent('It cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke sessions' }));
    expect(await within(dialog).findByText('Done: 2. Failed: 0.')).toBeInTheDocument();
    const deletes = sim.requests.filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(2);
    for (const request of deletes)
      expect(
        await list(services, userSessionEndpoints.list, /^\/user\/([^/]+)\/sessions$/.exec(request.path)?.[1]),
      ).toEqual([]);
  });
});

describe('users list reference chips', () => {
  it("names each row's permissions (two, then +N) from one request for the whole page", async () => {
    const { services, users } = await setup();
    const permissions = await list(services, permissionEndpoints.list);
    const title = new Map(permissions.map((p) => [p.id, String(p.title)]));
    const names = (u: Item) =>
      [...new Set(((u.profiles ?? []) as { permissions: string[] }[]).flatMap((profile) => profile.permissions))].map(
        (id) => title.get(id),
      );
    const holder = users.find((u) => names(u).length > 2);
    if (!holder) throw new Error('no seeded user with more than two permissions');
    sim.requests.length = 0;
    renderConsole(services, '/user');
    await h1('Users');
    const row = await findRow(String(holder.username));
    const [first, second, ...rest] = names(holder);
    await waitFor(() => expect(within(row).getByText(String(first))).toBeInTheDocument());
    expect(within(row).getByText(String(second))).toBeInTheDocument();
    expect(within(row).getByLabelText(`${rest.length} more: ${rest.join(', ')}`)).toHaveTextContent(`+${rest.length}`);
    expect(sim.requests.filter((r) => r.method === 'GET' && r.path === '/permission')).toHaveLength(1);
  });
});

describe('a new user', () => {
  it("gets the init data's password rules under the password field, before any request", async () => {
    const { services, user } = await setup();
    renderConsole(services, '/user/create');
    await user.type(await screen.findByRole('textbox', { name: /^Username/ }), 'rules.check');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
        'Password must be at least 6 characters long',
      ),
    );
    expect(sim.requests.filter((r) => r.method === 'POST' && r.path === '/user')).toEqual([]);
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveValue('rules.check');
  });
});
