import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { authTypeEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { renderApp, signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { findRecordPage, renderConsole } from '../resources/harness';

/**
 * The contract's field rules under the inputs, before the server would refuse a value (issue 43):
 * a character counter for a length, the range of a whole number, http(s) for an address; and a
 * value breaking one is refused by the form itself, nothing sent.
 */
const sim = startSimulator();

async function signedIn() {
  const services = testServices();
  await signIn(services);
  return { services, user: userEvent.setup() };
}

const sent = (method: string, path: string | RegExp) =>
  sim.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));

/** Types a long value at once (a paste), as typing it key by key would take a while. */
async function paste(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

describe('a generated form shows the contract’s rules of its fields', () => {
  it('counts the characters of a name while it is typed, and refuses one over 255 before sending', async () => {
    const { services, user } = await signedIn();
    renderConsole(services, '/project/create');
    const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 20_000 });
    await user.click(name);
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('0 of 255 characters')));
    await user.type(name, 'Storefront 2');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('12 of 255 characters'));
    // Left, a short name shows no counter; one near the limit keeps it.
    await user.tab();
    await waitFor(() => expect(name).not.toHaveAccessibleDescription(expect.stringContaining('characters')));
    await paste(user, name, 'n'.repeat(256));
    await user.tab();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('256 of 255 characters'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Too long: at most 255 characters'));
    expect(sent('POST', '/project')).toEqual([]);
    // Back within the rule, the form sends.
    await paste(user, name, 'n'.repeat(255));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('POST', '/project')).toHaveLength(1), { timeout: 8000 });
  }, 30_000);

  it('names the range of a whole number and that an address is http(s), with the field’s own help', async () => {
    const { services, user } = await signedIn();
    renderConsole(services, '/auth-type/create');
    await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 8000 });
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Social' }));
    const lifetime = screen.getByRole('spinbutton', { name: /Access token lifetime/ });
    expect(lifetime).toHaveAccessibleDescription(expect.stringContaining('A whole number from 1 to 525,600'));
    const redirect = screen.getByRole('textbox', { name: /^Redirect URI/ });
    expect(redirect).toHaveAccessibleDescription(
      expect.stringContaining('An address starting with http:// or https://'),
    );
    await user.clear(lifetime);
    await user.type(lifetime, '600000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lifetime).toHaveAccessibleDescription('Enter a number of at most 525600'));
    expect(sent('POST', /^\/auth-type\//)).toEqual([]);
  }, 30_000);
});

describe('the custom forms show them too', () => {
  it('password settings: the minimum length’s range, and a length over it refused before sending', async () => {
    const { services, user } = await signedIn();
    const types = await services.client.call(authTypeEndpoints.list, { query: { page: 1, page_size: 100 } });
    const basic = types.items.find((t) => t.type === 'basic')!;
    renderConsole(services, `/auth-type/settings/${basic.id}`);
    await findRecordPage(basic.title, 'Password settings');
    const min = await screen.findByRole('spinbutton', { name: /Minimum length/ });
    expect(min).toHaveAccessibleDescription('A whole number from 1 to 128');
    await user.clear(min);
    await user.type(min, '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(min).toHaveAccessibleDescription('Enter a number of at most 128'));
    expect(sent('PATCH', /password-config$/)).toEqual([]);
  }, 30_000);

  it('my profile: the full name’s counter, and a name over 255 characters refused before sending', async () => {
    const { services, user } = await signedIn();
    renderApp('/me/profile', { services });
    const name = await screen.findByLabelText(/Full name/, {}, { timeout: 8000 });
    await waitFor(() => expect(name).toHaveValue('Acme Admin'));
    await user.click(name);
    await waitFor(() => expect(name).toHaveAccessibleDescription('10 of 255 characters'));
    await paste(user, name, 'N'.repeat(300));
    expect(name).toHaveAccessibleDescription('300 of 255 characters');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Too long: at most 255 characters'));
    expect(sent('PUT', /^\/internal-user\//)).toEqual([]);
  }, 30_000);
});
