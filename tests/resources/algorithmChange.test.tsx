import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

/**
 * Issue 44 item 8: changing a jwt type's algorithm to one its stored keys do not fit (HS256 →
 * RS256, RS256 → HS256) warns in the edit form and offers the credentials page for new keys; an
 * algorithm the keys still fit says nothing.
 */
const sim = startSimulator();
const tables = () => sim.store.orgs.get('acme')!.tables;

async function editJwtType(stored: string) {
  const jwt = tables().authType.find((type) => type.type === 'jwt')!;
  tables().authType.update(jwt.id, { details: { ...jwt.details, algorithm: stored } });
  const services = testServices();
  await signIn(services);
  renderConsole(services, `/auth-type/update/${jwt.id}`);
  const user = userEvent.setup();
  const algorithm = await screen.findByRole('combobox', { name: /^Algorithm/ }, { timeout: 15_000 });
  await waitFor(() => expect(algorithm).toHaveTextContent(stored));
  const choose = async (option: string) => {
    await user.click(algorithm);
    await user.click(await screen.findByRole('option', { name: option }));
  };
  return { jwt, choose };
}

const warning = () => screen.queryByRole('alert');

describe("a jwt type's algorithm change", () => {
  it('warns when the stored secret does not fit a key-pair algorithm, and links to new keys', async () => {
    const { jwt, choose } = await editJwtType('HS256');
    expect(jwt.secret_key).toBeTruthy();
    expect(warning()).toBeNull();
    await choose('RS256');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The stored keys were made for HS256 and do not fit RS256');
    expect(within(alert).getByRole('link', { name: 'Set new keys' })).toHaveAttribute(
      'href',
      `/auth-type/credentials/${jwt.id}`,
    );
    await choose('HS256');
    await waitFor(() => expect(warning()).toBeNull());
  });

  it('warns from RS256 to HS256, and not between algorithms of one key family', async () => {
    const { choose } = await editJwtType('RS256');
    await choose('PS256');
    expect(warning()).toBeNull();
    await choose('HS256');
    expect(await screen.findByRole('alert')).toHaveTextContent('made for RS256 and do not fit HS256');
  });
});
