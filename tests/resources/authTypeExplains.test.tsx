import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { authTypeEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { formatDateTime } from '../../src/framework/i18n/localeFormats';
import { findRow, renderConsole } from './harness';

const sim = startSimulator();

type Services = ReturnType<typeof testServices>;

async function setup() {
  const services = testServices();
  await signIn(services);
  return { services, user: userEvent.setup() };
}

async function openCreate(services: Services) {
  renderConsole(services, '/auth-type/create');
  await screen.findByRole('heading', { level: 1, name: 'New Authentication type' }, { timeout: 5000 });
  await screen.findByRole('textbox', { name: /^Title/ });
}

async function choose(user: UserEvent, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function allAuthTypes(services: Services) {
  return (await services.client.call(authTypeEndpoints.list, { query: { page: 1, page_size: 100 } })).items;
}

/** Every input of the form with the help under it (its accessible description), by accessible name. */
function helpOfEveryInput(): Record<string, string> {
  const form = document.querySelector('form') as HTMLElement;
  const inputs = [
    ...within(form).queryAllByRole('textbox'),
    ...within(form).queryAllByRole('spinbutton'),
    ...within(form).queryAllByRole('combobox'),
    ...within(form).queryAllByRole('switch'),
  ];
  return Object.fromEntries(
    inputs.map((input) => [
      (input.getAttribute('aria-label') ?? '') || (input as HTMLInputElement).labels?.[0]?.textContent || input.id,
      input.getAttribute('aria-describedby')
        ? input
            .getAttribute('aria-describedby')!
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .trim()
        : '',
    ]),
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('the authentication-type form explains itself', () => {
  it('puts a help text under every field of every kind, Header and Prefix told apart from the access token’s', async () => {
    const { services, user } = await setup();
    await openCreate(services);
    const missing: string[] = [];
    const check = () => {
      for (const [name, help] of Object.entries(helpOfEveryInput())) if (!help) missing.push(name);
    };
    check();
    await choose(user, /^Type/, 'API key');
    check();
    await choose(user, /^Key location/, 'GET parameter');
    expect(screen.getByRole('textbox', { name: /^Query parameter name/ })).toHaveAccessibleDescription(
      'The name of the GET parameter that carries the key, e.g. api_key.',
    );
    await choose(user, /^Type/, 'Social');
    await user.click(screen.getByRole('switch', { name: /Refresh tokens enabled/ }));
    check();
    expect(missing).toEqual([]);

    expect(screen.getByRole('textbox', { name: /^Header/ })).toHaveAccessibleDescription(
      /HTTP header that carries the credential on each request/,
    );
    expect(screen.getByRole('textbox', { name: /^Prefix/ })).toHaveAccessibleDescription(
      /Bearer gives "Authorization: Bearer <token>"/,
    );
    expect(screen.getByRole('textbox', { name: /^Access token header/ })).toHaveAccessibleDescription(
      'The header of the access token when it differs from Header above. Empty: Header.',
    );
    expect(screen.getByRole('spinbutton', { name: /^Access token lifetime/ })).toHaveAccessibleDescription(
      /How many minutes an access token is valid/,
    );
  });

  it('groups the fields under General, Access token, Refresh token and Signing keys, only where the kind has them', async () => {
    const { services, user } = await setup();
    await openCreate(services);
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings()).toEqual(['General']);
    expect(within(region('General')).getByRole('textbox', { name: /^Prefix/ })).toHaveValue('Basic');

    await choose(user, /^Type/, 'JWT');
    expect(headings()).toEqual(['General', 'Access token', 'Refresh token', 'Signing keys']);
    expect(within(region('General')).getByRole('textbox', { name: /^Title/ })).toBeInTheDocument();
    expect(
      within(region('Access token')).getByRole('spinbutton', { name: /^Access token lifetime/ }),
    ).toBeInTheDocument();
    expect(within(region('Refresh token')).getByRole('switch', { name: /Refresh tokens enabled/ })).toBeInTheDocument();
    expect(within(region('Signing keys')).getByRole('combobox', { name: /^Algorithm/ })).toBeInTheDocument();
  });

  it('starts jwt and social with 15 min access and one day refresh, which the API stores', async () => {
    const { services, user } = await setup();
    await openCreate(services);
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Default lifetimes');
    await choose(user, /^Type/, 'JWT');
    expect(screen.getByRole('spinbutton', { name: /^Access token lifetime/ })).toHaveValue(15);
    await user.click(screen.getByRole('switch', { name: /Refresh tokens enabled/ }));
    expect(screen.getByRole('spinbutton', { name: /^Refresh token lifetime/ })).toHaveValue(1440);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth-type'), { timeout: 10_000 });
    const created = (await allAuthTypes(services)).find((t) => t.title === 'Default lifetimes');
    expect(created?.details).toMatchObject({
      access_token_lifetime_min: 15,
      refresh_token_enabled: true,
      refresh_token_lifetime_min: 1440,
    });
    // A direct API call that leaves the lifetimes out gets the same defaults.
    const bare = await services.client.call(authTypeEndpoints.create, {
      params: { type: 'social' },
      body: { title: 'Bare social', projects: [], providers: ['google'] },
    });
    expect(bare.details).toMatchObject({ access_token_lifetime_min: 15, refresh_token_lifetime_min: 1440 });
  });

  it('says in the Details column where the credential travels, the lifetimes in words and the networks', async () => {
    const { services } = await setup();
    renderConsole(services, '/auth-type');
    await screen.findByRole('columnheader', { name: 'Details' }, { timeout: 20_000 });
    const details = async (title: string) => {
      const row = await findRow(title);
      const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
      const index = headers.findIndex((header) => header.textContent === 'Details');
      return within(row).getAllByRole('cell')[index]?.textContent ?? '';
    };
    // The seeded types: Console login (jwt, refresh on), Social login, Basic auth, Server keys.
    const jwt = await details('Console login');
    expect(jwt).toContain('Header Authorization, prefix Bearer');
    expect(jwt).toContain('15 min access, 1 day refresh');
    expect(jwt).toContain('Signed with HS256');
    const social = await details('Social login');
    expect(social).toContain('15 min access, no refresh token');
    expect(social).toContain('Networks: Google, GitHub');
    expect(await details('Basic auth')).toContain('Prefix Basic');
    expect(await details('Server keys')).toContain('Header X-API-KEY, no prefix');
    expect(jwt).not.toMatch(/[{}"]/);
  });

  it('tells on the credentials tab whether a key is set and when it last changed', async () => {
    const { services, user } = await setup();
    const jwt = (await allAuthTypes(services)).find((t) => t.title === 'Console login')!;
    expect(jwt.has_credentials).toBe(true);
    renderConsole(services, `/auth-type/credentials/${jwt.id}`);
    expect(
      await screen.findByText(
        `A secret key is set; it last changed on ${formatDateTime(jwt.credentials_updated_at, 'en')}.`,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();

    // A type created without keys has none, and says so.
    const bare = await services.client.call(authTypeEndpoints.create, {
      params: { type: 'jwt' },
      body: { title: 'Keyless', projects: [] },
    });
    expect(bare).toMatchObject({ has_credentials: false, credentials_updated_at: null });
    // Setting them through the credentials call stamps the time.
    sim.clock.advance(60_000);
    const saved = await services.client.call(authTypeEndpoints.credentials, {
      params: { id: bare.id },
      body: { secret_key: 'k'.repeat(32) },
    });
    expect(saved.has_credentials).toBe(true);
    expect(Date.parse(String(saved.credentials_updated_at))).toBeGreaterThan(Date.parse(bare.created_at));
    void user;
  });

  it('says so when no key is set yet', async () => {
    const { services } = await setup();
    const bare = await services.client.call(authTypeEndpoints.create, {
      params: { type: 'jwt' },
      body: { title: 'Keyless', projects: [] },
    });
    renderConsole(services, `/auth-type/credentials/${bare.id}`);
    expect(
      await screen.findByText(
        'No signing key is set yet: this type cannot sign tokens until one is saved.',
        {},
        {
          timeout: 10_000,
        },
      ),
    ).toBeInTheDocument();
  });
});
