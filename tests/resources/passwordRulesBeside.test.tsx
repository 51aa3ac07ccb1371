import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { renderConsole } from './harness';

/**
 * Issue 44 item 7: the password rules appear beside every password field, before any error: a new
 * user's (the init data's rules), a credential's (its type's own settings) and my password's.
 */
const sim = startSimulator();
const tables = () => sim.store.orgs.get('acme')!.tables;
const initRules = 'The password needs at least 6 characters and one of these characters: !=@-+#$%^&*{}_.';

async function signedIn() {
  const services = testServices();
  await signIn(services);
  return services;
}

describe('the password rules beside every password field', () => {
  it("a new user's password names the init data's rules", async () => {
    renderConsole(await signedIn(), '/user/create');
    const password = await screen.findByLabelText(/^Password/, {}, { timeout: 10_000 });
    expect(password).toHaveAccessibleDescription(initRules);
  });

  it("a credential's password names its type's own rules, following the chosen type", async () => {
    const type = tables().authType.rows.find((t) => t.type === 'basic')!;
    type.password_config = {
      min_length: 10,
      extra_characters: '',
      is_number_required: true,
      is_upper_required: true,
      is_lower_required: false,
    };
    const owner = tables().user.rows.find(
      (u) => !tables().credential.where((c) => c.user_id === u.id && c.auth_type_id === type.id).length,
    )!;
    renderConsole(await signedIn(), `/user/credentials/${owner.id}/create`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /^Authentication type/ }, { timeout: 10_000 }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: new RegExp(`^${type.title} `) }),
    );
    expect(await screen.findByLabelText(/^Password/)).toHaveAccessibleDescription(
      'The password needs at least 10 characters, an uppercase letter, and a digit.',
    );
  });

  it('my new password names the rules', async () => {
    renderApp('/me/security', { services: await signedIn() });
    expect(await screen.findByLabelText(/^New password/, {}, { timeout: 10_000 })).toHaveAccessibleDescription(
      initRules,
    );
  });
});
