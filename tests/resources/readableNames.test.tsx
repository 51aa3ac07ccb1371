import { screen, waitFor, within } from '@testing-library/react';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { findRecordPage, findRow, renderConsole } from './harness';

const sim = startSimulator();
const acme = () => sim.store.orgs.get('acme')!;
const typeOf = (kind: string) => acme().tables.authType.rows.find((row) => row.type === kind)!;

async function signedIn() {
  const services = testServices();
  await signIn(services);
  return services;
}

describe('readable names in the administration', () => {
  it('credentials: a password credential says "Password: set", a social one names its networks', async () => {
    const social = typeOf('social');
    const basic = typeOf('basic');
    const t = acme().tables;
    const owner = t.user.rows.find((row) => row.username !== 'admin')!;
    t.credential.rows = t.credential.rows.filter((row) => row.user_id !== owner.id);
    const stamp = { created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z' };
    t.credential.insert({
      user_id: owner.id,
      auth_type_id: basic.id,
      password: 'Secret123',
      extra: {},
      note: null,
      ...stamp,
    });
    t.credential.insert({
      user_id: owner.id,
      auth_type_id: social.id,
      password: null,
      extra: { social_providers: ['github'] },
      note: null,
      ...stamp,
    });
    const services = await signedIn();
    renderConsole(services, `/user/credentials/${owner.id}`);
    await findRecordPage(owner.username, 'Credentials');
    const basicRow = await findRow(basic.title);
    expect(within(basicRow).getByText('Password: set')).toBeInTheDocument();
    const socialRow = await findRow(social.title);
    expect(within(socialRow).getByText('GitHub')).toBeInTheDocument();
    expect(within(socialRow).queryByText('github')).toBeNull();
    expect(within(socialRow).queryByText(/^Password/)).toBeNull();
  }, 60_000);

  it('social links name each provider as it writes its name', async () => {
    const social = typeOf('social');
    social.details.providers = ['github', 'google'];
    const services = await signedIn();
    renderConsole(services, `/auth-type/social-links/${social.id}`);
    await findRecordPage(social.title, 'Social links');
    const table = await screen.findByRole('table', { name: 'Social links' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual(['GitHub', 'Google']);
    expect(within(rows[0]!).getByRole('button', { name: 'Copy the GitHub link' })).toBeInTheDocument();
  }, 60_000);

  it("a user's sessions name the type they signed in with", async () => {
    const jwt = typeOf('jwt');
    const services = await signedIn();
    const admin = acme().tables.user.rows.find((row) => row.username === 'admin')!;
    renderConsole(services, `/user/session/${admin.id}`);
    expect(await screen.findByRole('columnheader', { name: 'Sign-in type' }, { timeout: 10_000 })).toBeInTheDocument();
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getAllByText(jwt.title).length).toBeGreaterThan(0));
  }, 60_000);
});
