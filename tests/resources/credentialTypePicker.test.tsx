import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '../../i18n/en';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

/**
 * Issue 44 item 9: a new credential's type picker offers only the authentication types the user
 * has no credential of yet (a social type while some of its networks are free), each with its kind.
 */
const sim = startSimulator();
const tables = () => sim.store.orgs.get('acme')!.tables;
const kindName = (kind: string) => en.resources.authType.choices.type[kind as 'basic'];

async function offeredTypes(userId: string) {
  const services = testServices();
  await signIn(services);
  renderConsole(services, `/user/credentials/${userId}/create`);
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'New Credential' }, { timeout: 5000 });
  await user.click(await screen.findByRole('combobox', { name: /^Authentication type/ }));
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('the type picker of a new credential', () => {
  it('leaves out the types the user has, and names each type’s kind', async () => {
    const types = tables().authType.rows;
    const owner = tables().user.rows.find((candidate) => {
      const own = new Set(
        tables()
          .credential.where((c) => c.user_id === candidate.id)
          .map((c) => c.auth_type_id),
      );
      return types.some((type) => type.type !== 'social' && own.has(type.id));
    });
    if (!owner) throw new Error('no seeded user with a credential');
    const own = tables().credential.where((c) => c.user_id === owner.id);
    const taken = types.filter((type) => type.type !== 'social' && own.some((c) => c.auth_type_id === type.id));
    expect(taken.length).toBeGreaterThan(0);

    const offered = await offeredTypes(String(owner.id));
    for (const type of taken) expect(offered).not.toContain(`${type.title} · ${kindName(type.type)}`);
    const expected = types
      .filter((type) => !taken.includes(type))
      .filter((type) => {
        if (type.type !== 'social') return true;
        const linked = own.filter((c) => c.auth_type_id === type.id).flatMap((c) => c.extra.social_providers ?? []);
        return (type.details.providers ?? []).some((provider) => !linked.includes(provider));
      });
    expect([...offered].sort()).toEqual(expected.map((type) => `${type.title} · ${kindName(type.type)}`).sort());
  });

  function linkNetworks(count: number) {
    const social = tables().authType.where((type) => type.type === 'social')[0]!;
    const providers = social.details.providers ?? [];
    expect(providers.length).toBeGreaterThan(1);
    const target = tables().user.rows.at(-1)!;
    tables().credential.removeWhere((c) => c.user_id === target.id && c.auth_type_id === social.id);
    const now = new Date().toISOString();
    for (const provider of providers.slice(0, count))
      tables().credential.insert({
        user_id: target.id,
        auth_type_id: social.id,
        password: null,
        note: null,
        extra: { social_providers: [provider] },
        created_at: now,
        updated_at: now,
      } as never);
    return { target, label: `${social.title} · ${kindName('social')}`, all: providers.length };
  }

  it('offers a social type while one of its networks has no credential of the user', async () => {
    const { target, label, all } = linkNetworks(1);
    expect(all).toBeGreaterThan(1);
    expect(await offeredTypes(String(target.id))).toContain(label);
  });

  it('leaves out a social type once every one of its networks has a credential', async () => {
    const { target, label } = linkNetworks(99);
    expect(await offeredTypes(String(target.id))).not.toContain(label);
  });
});
