import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { authTypeEndpoints, userEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { findRow, renderConsole } from './harness';

const sim = startSimulator();

async function setup() {
  const services = testServices();
  await signIn(services);
  const types = (await services.client.call(authTypeEndpoints.list, { query: { page: 1, page_size: 100 } })).items;
  const byType = (kind: string) => {
    const found = types.find((type) => type.type === kind);
    if (!found) throw new Error(`no seeded ${kind} type`);
    return found;
  };
  const users = (await services.client.call(userEndpoints.list, { query: { page: 1, page_size: 100 } })).items;
  const member = users[1];
  if (!member) throw new Error('no seeded user');
  return { services, user: userEvent.setup(), byType, member: { id: String(member.id), name: member.username } };
}

afterEach(() => localStorage.clear());

/** The record page of `name` with `tab` selected: one h1 naming the record, the tab selected, the breadcrumb to it. */
async function expectRecordPage(name: string, tab: string, list: string) {
  await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const tablist = screen.getByRole('tablist', { name });
  await waitFor(() => expect(within(tablist).getByRole('tab', { selected: true })).toHaveAccessibleName(tab));
  expect(screen.getByRole('tabpanel', { name: tab })).toBeInTheDocument();
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(breadcrumb).toHaveTextContent(`Home/${list}/${name}/${tab}`);
  expect(within(breadcrumb).getByText(tab)).toHaveAttribute('aria-current', 'page');
  // Exactly one breadcrumb: the tab's screen draws none of its own.
  expect(screen.getAllByRole('navigation', { name: 'Breadcrumb' })).toHaveLength(1);
  return tablist;
}

const tabNames = (tablist: HTMLElement) =>
  within(tablist)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('the user record page', () => {
  const tabs: [string, string][] = [
    ['update', 'Details'],
    ['profile', 'Profiles'],
    ['credentials', 'Credentials'],
    ['session', 'Sessions'],
    ['activity', 'Activity'],
  ];

  it.each(tabs)('a deep link to /user/%s/:id opens the %s tab', async (segment, tab) => {
    const { services, member } = await setup();
    renderConsole(services, `/user/${segment}/${member.id}`);
    const tablist = await expectRecordPage(member.name, tab, 'Users');
    expect(tabNames(tablist)).toEqual(tabs.map(([, name]) => name));
    for (const [path, name] of tabs)
      expect(within(tablist).getByRole('tab', { name })).toHaveAttribute('href', `/user/${path}/${member.id}`);
    // The record's name leads to its first tab; the list to the list.
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: member.name })).toHaveAttribute(
      'href',
      `/user/update/${member.id}`,
    );
    expect(within(breadcrumb).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/user');
    expect(window.location.pathname).toBe(`/user/${segment}/${member.id}`);
  });

  it('loads the user once for all its tabs', async () => {
    const { services, member, user } = await setup();
    renderConsole(services, `/user/profile/${member.id}`);
    const tablist = await expectRecordPage(member.name, 'Profiles', 'Users');
    await user.click(within(tablist).getByRole('tab', { name: 'Sessions' }));
    await expectRecordPage(member.name, 'Sessions', 'Users');
    await user.click(within(tablist).getByRole('tab', { name: 'Credentials' }));
    await expectRecordPage(member.name, 'Credentials', 'Users');
    await user.click(within(tablist).getByRole('tab', { name: 'Activity' }));
    await expectRecordPage(member.name, 'Activity', 'Users');
    // A tab of another resource mounts afresh: the sessions never get the activity's rows.
    await user.click(within(tablist).getByRole('tab', { name: 'Sessions' }));
    await expectRecordPage(member.name, 'Sessions', 'Users');
    const session = [...sim.store.orgs.get('acme')!.tables.session.rows].find(
      (row) => String(row.user_id) === member.id,
    );
    if (session) expect((await screen.findAllByText(session.ip, { exact: false }))[0]).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(sim.requests.filter((r) => r.method === 'GET' && r.path === `/user/${member.id}`)).toHaveLength(1);
  });

  it('moves between tabs with the arrow keys and opens one with Enter, keeping the focus on the tabs', async () => {
    const { services, member, user } = await setup();
    renderConsole(services, `/user/update/${member.id}`);
    const tablist = await expectRecordPage(member.name, 'Details', 'Users');
    const details = within(tablist).getByRole('tab', { name: 'Details' });
    // One tab stop: the selected tab.
    expect(details).toHaveAttribute('tabindex', '0');
    expect(within(tablist).getByRole('tab', { name: 'Profiles' })).toHaveAttribute('tabindex', '-1');
    details.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'Profiles' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(tablist).getByRole('tab', { name: 'Credentials' })).toHaveFocus();
    // Moving the focus does not open a tab: the address and the panel stay.
    expect(window.location.pathname).toBe(`/user/update/${member.id}`);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(`/user/credentials/${member.id}`));
    await expectRecordPage(member.name, 'Credentials', 'Users');
    expect(within(tablist).getByRole('tab', { name: 'Credentials' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(tablist).getByRole('tab', { name: 'Activity' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(`/user/update/${member.id}`));
    await expectRecordPage(member.name, 'Details', 'Users');
    // Back returns to the tab opened before.
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe(`/user/credentials/${member.id}`));
    await expectRecordPage(member.name, 'Credentials', 'Users');
  });

  it("a row of the users list opens the user's record page", async () => {
    const { services, member, user } = await setup();
    renderConsole(services, '/user');
    await user.click(await findRow(member.name));
    await waitFor(() => expect(window.location.pathname).toBe(`/user/update/${member.id}`));
    await expectRecordPage(member.name, 'Details', 'Users');
    // The page reads the user once: the Details form shows what the page has just read.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveValue(member.name));
    await new Promise((settled) => setTimeout(settled, 300));
    expect(sim.requests.filter((r) => r.method === 'GET' && r.path === `/user/${member.id}`)).toHaveLength(1);
  });
});

describe('the authentication type record page', () => {
  it('a social type has credentials and social links but no password settings', async () => {
    const { services, byType } = await setup();
    const social = byType('social');
    renderConsole(services, `/auth-type/social-links/${social.id}`);
    const tablist = await expectRecordPage(social.title, 'Social links', 'Authentication types');
    expect(tabNames(tablist)).toEqual(['Settings', 'Credentials', 'Social links', 'Hooks', 'History']);
    expect(within(tablist).getByRole('tab', { name: 'Credentials' })).toHaveAttribute(
      'href',
      `/auth-type/credentials/${social.id}`,
    );
    expect(await screen.findByRole('table', { name: 'Social links' })).toBeInTheDocument();
  });

  it('a basic type has password settings but no credentials or social links', async () => {
    const { services, byType } = await setup();
    const basic = byType('basic');
    renderConsole(services, `/auth-type/settings/${basic.id}`);
    const tablist = await expectRecordPage(basic.title, 'Password settings', 'Authentication types');
    expect(tabNames(tablist)).toEqual(['Settings', 'Password settings', 'Hooks', 'History']);
    expect(await screen.findByRole('spinbutton', { name: /Minimum length/ })).toBeInTheDocument();
  });

  it.each([
    ['update', 'jwt', 'Settings'],
    ['credentials', 'jwt', 'Credentials'],
    ['hook', 'key', 'Hooks'],
    ['activity', 'key', 'History'],
  ])('a deep link to /auth-type/%s/:id of a %s type opens the %s tab', async (segment, kind, tab) => {
    const { services, byType } = await setup();
    const type = byType(kind);
    renderConsole(services, `/auth-type/${segment}/${type.id}`);
    await expectRecordPage(type.title, tab, 'Authentication types');
    expect(window.location.pathname).toBe(`/auth-type/${segment}/${type.id}`);
  });

  it("a row of the types list opens the type's record page on its Settings tab", async () => {
    const { services, byType, user } = await setup();
    const key = byType('key');
    renderConsole(services, '/auth-type');
    await user.click(await findRow(key.title));
    await waitFor(() => expect(window.location.pathname).toBe(`/auth-type/update/${key.id}`));
    const tablist = await expectRecordPage(key.title, 'Settings', 'Authentication types');
    expect(tabNames(tablist)).toEqual(['Settings', 'Password settings', 'Hooks', 'History']);
  });

  it('a tab the type does not have leads back to the list', async () => {
    const { services, byType } = await setup();
    renderConsole(services, `/auth-type/social-links/${byType('basic').id}`);
    await waitFor(() => expect(window.location.pathname).toBe('/auth-type'), { timeout: 5000 });
    await screen.findByRole('heading', { level: 1, name: 'Authentication types' }, { timeout: 5000 });
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('record pages are accessible', () => {
  it.each(['light', 'dark'])('has no axe violation in the %s theme (structure: names, roles, ARIA)', async (mode) => {
    const { services, byType, user } = await setup();
    const social = byType('social');
    renderConsole(services, `/auth-type/credentials/${social.id}`);
    await expectRecordPage(social.title, 'Credentials', 'Authentication types');
    const toggle = await screen.findByRole('button', { name: 'Toggle light/dark mode' });
    if (mode === 'dark') {
      await user.click(toggle);
      // The switch shows the sun once the dark theme is on.
      await waitFor(() => expect(toggle.querySelector('[data-testid="Brightness7Icon"]')).not.toBeNull());
    }
    await screen.findByLabelText(/^(Secret key|Public key)/, {}, { timeout: 5000 });
    // jsdom computes no colours: contrast is checked in the browser test (recordPages.e2e.ts).
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
