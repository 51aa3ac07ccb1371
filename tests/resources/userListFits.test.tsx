import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import {
  authTypeEndpoints,
  credentialEndpoints,
  profileEndpoints,
  userEndpoints,
} from '../../src/api/contract/endpoints/adminEndpoints';
import { projectEndpoints } from '../../src/api/contract/project';
import { permissionEndpoints } from '../../src/api/contract/permission';
import { renderConsole } from './harness';
import { userColumns } from '../support/userColumns';

const sim = startSimulator();

type Services = ReturnType<typeof testServices>;
type Item = Record<string, unknown> & { id: string };

afterEach(() => localStorage.clear());

const call = async (services: Services, endpoint: AnyEndpoint, query: Record<string, unknown>, parentId?: string) =>
  (
    (await services.client.call(endpoint, {
      query: { page: 1, page_size: 100, ...query },
      ...(parentId ? { params: { parentId } } : {}),
    })) as unknown as { items: Item[]; meta: { total: number } }
  ).items;

async function setup() {
  const services = testServices();
  await signIn(services);
  return { services, user: userEvent.setup() };
}

const userLists = () => sim.requests.filter((r) => r.method === 'GET' && r.path === '/user');
const lastQuery = () => new URLSearchParams(userLists().at(-1)?.query ?? '');
const headerNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter((name) => name);

/** The list shows the users the API gives for the list's last request (its page, sort and filters), by username. */
async function expectRowsOfLastRequest(services: Services) {
  const query: Record<string, unknown> = {};
  for (const [key, value] of lastQuery()) query[key] = key === 'page' || key === 'page_size' ? Number(value) : value;
  for (const key of ['projects', 'permissions', 'auth_types'])
    if (lastQuery().has(key)) query[key] = lastQuery().getAll(key);
  const expected = (await call(services, userEndpoints.list, query)).map((u) => String(u.username));
  await waitFor(
    () => {
      const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      const names = rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent?.trim());
      expect(names).toEqual(expected);
    },
    { timeout: 20_000 },
  );
  return expected;
}

/** Adds the filter `label` from "Add filter" and picks `option` in its autocomplete. */
async function filterBy(user: UserEvent, label: string, option: string) {
  await user.click(await screen.findByRole('button', { name: 'Add filter' }));
  await user.click(await screen.findByRole('menuitemcheckbox', { name: label }));
  const input = await screen.findByRole('combobox', { name: label });
  await user.click(input);
  await user.type(input, option.slice(0, 4));
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

describe('the users list fits the screen', () => {
  it("shows SPEC's columns, offers Administrator in the column chooser, and a cut value whole on hover and focus", async () => {
    const { services, user } = await setup();
    // A long e-mail (56 characters, no hyphen) is cut in its cell: the whole of it on hover and on focus.
    const email = 'averyveryverylongmailboxnamewithouthyphenss@example.test';
    await services.client.call(userEndpoints.create, {
      body: {
        username: 'a'.repeat(33),
        name: 'N'.repeat(56),
        email,
        note: 'A note longer than its narrow column shows',
      },
    });
    renderConsole(services, '/user?sort=id&order=DESC');
    await screen.findByRole('columnheader', { name: 'Username' }, { timeout: 20_000 });
    expect(headerNames()).toEqual(['Actions', ...userColumns]);
    const cut = await screen.findByText(email, {}, { timeout: 20_000 });
    await user.hover(cut);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(email);
    await user.unhover(cut);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Reached by the keyboard: a tab stop whose tooltip opens on focus.
    expect(cut).toHaveAttribute('tabindex', '0');
    cut.focus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    expect(cut).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(email);
    // A short value is plain text, no tab stop.
    const short = within(screen.getByRole('table')).getAllByText(/^\d+$/)[0]!;
    expect(short).not.toHaveAttribute('tabindex');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(await screen.findByRole('switch', { name: 'Administrator' })).not.toBeChecked();
    for (const shown of ['ID', 'Note', 'Created', 'Updated', 'E-mail'])
      expect(screen.getByRole('switch', { name: shown })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Administrator' }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Administrator', hidden: true })).not.toBeNull(),
    );
    // Reset returns to the columns the list starts with, not to every column.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Administrator' })).not.toBeChecked());
    expect(screen.queryByRole('columnheader', { name: 'Administrator', hidden: true })).toBeNull();
  }, 60_000);

  it("marks an administrator's username with a shield named Administrator, and no one else's", async () => {
    const { services } = await setup();
    const users = await call(services, userEndpoints.list, {});
    const admin = users.find((u) => u.admin === true);
    if (!admin) throw new Error('no seeded administrator');
    renderConsole(services, '/user?sort=id&order=ASC');
    const table = await screen.findByRole('table', {}, { timeout: 20_000 });
    const adminCell = await within(table).findByText(String(admin.username), {}, { timeout: 20_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    const marked = rows.filter((row) => within(row).queryByRole('img', { name: 'Administrator' }));
    expect(marked).toEqual([adminCell.closest('tr')]);
    expect(rows.length).toBeGreaterThan(3);
  }, 60_000);

  it('filters the users by project, by permission and by authentication type, as the API selects them', async () => {
    const { services, user } = await setup();
    const [project] = await call(services, projectEndpoints.list, {});
    const permissions = await call(services, permissionEndpoints.list, {});
    const authTypes = await call(services, authTypeEndpoints.list, {});
    if (!project) throw new Error('no seeded project');
    const permission = permissions[0];
    const type = authTypes.find((t) => t.type === 'jwt');
    if (!permission || !type) throw new Error('no seeded permission or jwt type held by only some users');

    // The API's answer checked against the records: a profile in the project, a credential of the type.
    const inProject = await call(services, userEndpoints.list, { projects: [project.id] });
    for (const member of inProject.slice(0, 3)) {
      const profiles = await call(services, profileEndpoints.list, {}, member.id);
      expect(profiles.some((profile) => profile.project_id === project.id)).toBe(true);
    }
    const withType = await call(services, userEndpoints.list, { auth_types: [type.id] });
    expect(withType.length).toBeGreaterThan(0);
    for (const holder of withType.slice(0, 3)) {
      const credentials = await call(services, credentialEndpoints.list, {}, holder.id);
      expect(credentials.some((credential) => credential.auth_type_id === type.id)).toBe(true);
    }

    renderConsole(services, '/user');
    await screen.findByRole('columnheader', { name: 'Username' }, { timeout: 20_000 });
    await filterBy(user, 'Projects', String(project.name));
    await waitFor(() => expect(lastQuery().getAll('projects')).toEqual([project.id]), { timeout: 20_000 });
    expect((await expectRowsOfLastRequest(services)).sort()).toEqual(inProject.map((u) => String(u.username)).sort());

    await filterBy(user, 'Permissions', String(permission.title));
    await waitFor(() => expect(lastQuery().getAll('permissions')).toEqual([permission.id]), { timeout: 20_000 });
    await expectRowsOfLastRequest(services);

    await filterBy(user, 'Authentication types', String(type.title));
    await waitFor(() => expect(lastQuery().getAll('auth_types')).toEqual([type.id]), { timeout: 20_000 });
    expect(lastQuery().getAll('projects')).toEqual([project.id]);
    expect(lastQuery().getAll('permissions')).toEqual([permission.id]);
    const shown = await expectRowsOfLastRequest(services);
    if (!shown.length) expect(await screen.findByText('No Users found using the current filters.')).toBeInTheDocument();
  }, 120_000);
});
