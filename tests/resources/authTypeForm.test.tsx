import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { authTypeEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { projectEndpoints } from '../../src/api/contract/project';
import { findRecordPage, renderConsole } from './harness';

const sim = startSimulator();

async function openCreate() {
  const services = testServices();
  await signIn(services);
  const user = userEvent.setup();
  renderConsole(services, '/auth-type/create');
  await screen.findByRole('heading', { level: 1, name: 'New Authentication type' }, { timeout: 5000 });
  await screen.findByRole('textbox', { name: /^Title/ });
  return { services, user };
}

async function choose(user: UserEvent, label: string | RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const queryTextbox = (name: string | RegExp) => screen.queryByRole('textbox', { name });

async function allAuthTypes(services: ReturnType<typeof testServices>) {
  const page = await services.client.call(authTypeEndpoints.list, { query: { page: 1, page_size: 100 } });
  return page.items;
}

describe('authentication type form', () => {
  it("offers the kinds the server's init data lists (types), and the server refuses another", async () => {
    sim.store.settings.types = ['basic', 'jwt'];
    const { services, user } = await openCreate();
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Basic', 'JWT']);
    await expect(
      services.client.call(authTypeEndpoints.create, {
        params: { type: 'key' },
        body: { title: 'Keys', projects: [] },
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('starts as basic with prefix Basic and only the basic fields', async () => {
    await openCreate();
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Basic');
    expect(textbox(/^Prefix/)).toHaveValue('Basic');
    expect(textbox(/^Header/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Key location/ })).not.toBeInTheDocument();
    expect(queryTextbox(/^Redirect URI/)).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /Access token lifetime/ })).not.toBeInTheDocument();
  });

  it('shows the default type while the choices (the init data) load, then offers them all', async () => {
    sim.faults.add({ method: 'GET', path: '/init/*', delayMs: 1500, times: 1 });
    const { user } = await openCreate();
    const type = screen.getByRole('combobox', { name: /^Type/ });
    expect(type).toHaveTextContent('Basic');
    await waitFor(
      async () => {
        await user.click(type);
        const options = within(await screen.findByRole('listbox')).getAllByRole('option');
        expect(options.map((option) => option.textContent)).toEqual(['Basic', 'JWT', 'API key', 'Social']);
      },
      { timeout: 5000 },
    );
  });

  it('key: section defaults to header, the key is labelled by its section, other fields are cleared', async () => {
    const { user } = await openCreate();
    await user.type(textbox(/^Header/), 'X-Custom');
    await choose(user, /^Type/, 'API key');
    expect(screen.getByRole('combobox', { name: /^Key location/ })).toHaveTextContent('HTTP header');
    expect(textbox(/^Header name/)).toBeInTheDocument();
    expect(textbox(/^Prefix/)).toHaveValue('');
    expect(queryTextbox(/^Header$/)).not.toBeInTheDocument();
    // The prefix's help follows the key's location.
    expect(textbox(/^Prefix/)).toHaveAccessibleDescription(/before the key in its header/);
    await choose(user, /^Key location/, 'GET parameter');
    expect(textbox(/^Query parameter name/)).toBeInTheDocument();
    expect(textbox(/^Prefix/)).toHaveAccessibleDescription(/before the key in its GET parameter/);
    expect(queryTextbox(/^Header name/)).not.toBeInTheDocument();
    // Back to basic: the basic default comes back, the typed header does not.
    await choose(user, /^Type/, 'Basic');
    expect(textbox(/^Prefix/)).toHaveValue('Basic');
    expect(textbox(/^Header/)).toHaveValue('');
  });

  it('jwt: Bearer/Authorization defaults, algorithms from the initial data, secret key for HS, key pair otherwise', async () => {
    const { user } = await openCreate();
    await choose(user, /^Type/, 'JWT');
    expect(textbox(/^Prefix/)).toHaveValue('Bearer');
    expect(textbox(/^Header/)).toHaveValue('Authorization');
    expect(await screen.findByLabelText(/^Secret key/)).toBeInTheDocument();
    expect(queryTextbox(/^Public key/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Algorithm/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512', 'PS256']);
    await user.click(screen.getByRole('option', { name: 'RS256' }));
    expect(screen.queryByLabelText(/^Secret key/)).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Public key/ })).toBeInTheDocument();
    expect(textbox(/^Private key/)).toBeInTheDocument();
  });

  it('shows the refresh-token fields only while refresh is enabled', async () => {
    const { user } = await openCreate();
    await choose(user, /^Type/, 'JWT');
    expect(screen.queryByRole('spinbutton', { name: /Refresh token lifetime/ })).not.toBeInTheDocument();
    expect(queryTextbox(/^Refresh token header/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Refresh tokens enabled/ }));
    expect(screen.getByRole('spinbutton', { name: /Refresh token lifetime/ })).toBeInTheDocument();
    expect(textbox(/^Refresh token header/)).toBeInTheDocument();
    expect(textbox(/^Refresh token prefix/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Refresh tokens enabled/ }));
    expect(screen.queryByRole('spinbutton', { name: /Refresh token lifetime/ })).not.toBeInTheDocument();
  });

  it('validates the lifetimes: access > 0, refresh required when enabled and greater than access', async () => {
    const { user } = await openCreate();
    await user.type(textbox(/^Title/), 'Tokens');
    await choose(user, /^Type/, 'JWT');
    const access = screen.getByRole('spinbutton', { name: /Access token lifetime/ });
    await user.clear(access);
    await user.type(access, '0');
    await user.click(screen.getByRole('switch', { name: /Refresh tokens enabled/ }));
    const refresh = screen.getByRole('spinbutton', { name: /Refresh token lifetime/ });
    await user.clear(refresh);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(access).toHaveAccessibleDescription('Value must be greater than 0'));
    expect(refresh).toHaveAccessibleDescription('This field is required');
    await user.clear(access);
    await user.type(access, '30');
    await user.type(refresh, '30');
    await waitFor(() => expect(refresh).toHaveAccessibleDescription('Value must be greater than 30'));
    expect(sim.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/auth-type'))).toEqual([]);
  });

  it('social: redirect_uri must be a URL and at least one provider (from the initial data) is chosen', async () => {
    const { user } = await openCreate();
    await user.type(textbox(/^Title/), 'Social');
    await choose(user, /^Type/, 'Social');
    const redirect = textbox(/^Redirect URI/);
    await user.type(redirect, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(redirect).toHaveAccessibleDescription('Invalid URL. Please enter a valid address'));
    const providers = screen.getByRole('combobox', { name: /^Social networks/ });
    expect(providers).toHaveAccessibleDescription('At least one item must be selected');
    await user.click(providers);
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['Google', 'GitHub', 'Facebook', 'Apple', 'Microsoft', 'GitLab']);
  });

  it('creates a jwt type through POST /auth-type/jwt with only the jwt fields', async () => {
    const { services, user } = await openCreate();
    await user.type(textbox(/^Title/), 'Partner tokens');
    await user.type(textbox(/^Header/), 'X-Left-Over');
    await choose(user, /^Type/, 'JWT');
    await user.clear(screen.getByRole('spinbutton', { name: /Access token lifetime/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Access token lifetime/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth-type'));
    expect(
      sim.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/auth-type')).map((r) => r.path),
    ).toEqual(['/auth-type/jwt']);
    const created = (await allAuthTypes(services)).find((t) => t.title === 'Partner tokens');
    expect(created?.type).toBe('jwt');
    expect(created?.details).toMatchObject({
      prefix: 'Bearer',
      header: 'Authorization',
      access_token_lifetime_min: 20,
    });
  });

  it('creates a missing project inline from the projects input', async () => {
    const { services, user } = await openCreate();
    const projects = screen.getByRole('combobox', { name: /^Projects/ });
    await user.type(projects, 'Brand new project');
    await user.click(await screen.findByRole('option', { name: /Create Brand new project/ }));
    await waitFor(() => expect(sim.requests.some((r) => r.method === 'POST' && r.path === '/project')).toBe(true));
    await user.type(textbox(/^Title/), 'With new project');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth-type'));
    const created = (await allAuthTypes(services)).find((t) => t.title === 'With new project');
    const project = await services.client.call(projectEndpoints.get, { params: { id: created?.projects[0] ?? '' } });
    expect(project.name).toBe('Brand new project');
  });

  it('edit: the type cannot be changed and the details show in their fields', async () => {
    const services = testServices();
    await signIn(services);
    const jwt = (await allAuthTypes(services)).find((t) => t.type === 'jwt');
    if (!jwt) throw new Error('no seeded jwt type');
    renderConsole(services, `/auth-type/update/${jwt.id}`);
    await findRecordPage(jwt.title, 'Settings');
    await waitFor(() => expect(textbox(/^Title/)).toHaveValue(jwt.title));
    const type = screen.getByRole('combobox', { name: /^Type/ });
    expect(type).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('spinbutton', { name: /Access token lifetime/ })).toHaveValue(
      Number(jwt.details.access_token_lifetime_min),
    );
    expect(screen.queryByLabelText(/^Secret key/)).not.toBeInTheDocument();
  });
});

describe('authentication type form: signing keys', () => {
  const acme = () => sim.store.orgs.get('acme')!.tables.authType;
  const posts = () => sim.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/auth-type'));

  it('masks the secret key behind a labelled, keyboard-usable reveal button', async () => {
    const { user } = await openCreate();
    await choose(user, /^Type/, 'JWT');
    const secret = await screen.findByLabelText(/^Secret key/);
    await user.type(secret, 'do-not-read-me');
    expect(secret).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show secret key' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    show.focus();
    await user.keyboard('{Enter}');
    expect(secret).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide secret key' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(secret).toHaveAttribute('type', 'password');
  });

  it('refuses an HS secret shorter than the hash, in the form and in the API', async () => {
    const { services, user } = await openCreate();
    await user.type(textbox(/^Title/), 'Short secret');
    await choose(user, /^Type/, 'JWT');
    await user.type(screen.getByRole('spinbutton', { name: /Access token lifetime/ }), '15');
    await choose(user, /^Algorithm/, 'HS384');
    const secret = await screen.findByLabelText(/^Secret key/);
    expect(secret).toHaveAccessibleDescription(/At least 48 bytes for HS384/);
    await user.type(secret, 'x'.repeat(47));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(secret).toHaveAccessibleDescription('The secret key must be at least 48 bytes long for HS384'),
    );
    expect(posts()).toEqual([]);
    await expect(
      services.client.call(authTypeEndpoints.create, {
        params: { type: 'jwt' },
        body: {
          title: 'Short',
          projects: [],
          algorithm: 'HS384',
          access_token_lifetime_min: 15,
          secret_key: 'x'.repeat(47),
        },
      }),
    ).rejects.toMatchObject({
      status: 422,
      body: { errors: { json: { secret_key: ['The secret key must be at least 48 bytes long for HS384'] } } },
    });
  });

  it('Generate fills a random base64url secret of the algorithm’s size, which saves', async () => {
    const { user } = await openCreate();
    await user.type(textbox(/^Title/), 'Generated secret');
    await choose(user, /^Type/, 'JWT');
    await user.type(screen.getByRole('spinbutton', { name: /Access token lifetime/ }), '15');
    await choose(user, /^Algorithm/, 'HS512');
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    const secret = await screen.findByLabelText(/^Secret key/);
    await waitFor(() => expect(secret).not.toHaveValue(''));
    const value = (secret as HTMLInputElement).value;
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(value, 'base64url')).toHaveLength(64);
    expect(secret).toHaveAttribute('type', 'password');
    expect(screen.getByRole('status')).toHaveTextContent('A random 64-byte secret was generated in this browser.');
    // Typed over, it is no longer the generated secret, and the form stops saying so.
    await user.type(secret, '!');
    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(secret).not.toHaveValue(`${value}!`));
    expect(screen.getByRole('status')).toHaveTextContent('A random 64-byte secret was generated in this browser.');
    const second = (secret as HTMLInputElement).value;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth-type'));
    expect(posts().map((r) => r.path)).toEqual(['/auth-type/jwt']);
    expect(acme().rows.find((t) => t.title === 'Generated secret')?.secret_key).toBe(second);
  });

  it('RS256: Generate key pair fills both keys as PEM, the private key masked; the API accepts them', async () => {
    const { user } = await openCreate();
    await user.type(textbox(/^Title/), 'Generated pair');
    await choose(user, /^Type/, 'JWT');
    await user.type(screen.getByRole('spinbutton', { name: /Access token lifetime/ }), '15');
    await choose(user, /^Algorithm/, 'RS256');
    expect(await screen.findByRole('button', { name: 'Show private key' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Generate key pair' }));
    const publicKey = textbox(/^Public key/);
    const valueOf = (name: RegExp) => (textbox(name) as HTMLTextAreaElement).value;
    await waitFor(() => expect(valueOf(/^Public key/)).toMatch(/^-----BEGIN PUBLIC KEY-----\n/), { timeout: 10_000 });
    expect(valueOf(/^Private key/)).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(screen.getByRole('status')).toHaveTextContent('A new RSA key pair was generated in this browser.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth-type'));
    const saved = acme().rows.find((t) => t.title === 'Generated pair');
    expect(saved?.public_key).toBe((publicKey as HTMLTextAreaElement).value);
    expect(saved?.private_key).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  }, 40_000);

  it('refuses keys that are not PEM of the algorithm family, in the form and in the API', async () => {
    const { services, user } = await openCreate();
    await user.type(textbox(/^Title/), 'Pasted keys');
    await choose(user, /^Type/, 'JWT');
    await user.type(screen.getByRole('spinbutton', { name: /Access token lifetime/ }), '15');
    await choose(user, /^Algorithm/, 'ES256');
    await user.click(await screen.findByRole('textbox', { name: /^Public key/ }));
    await user.paste('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 admin@laptop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(textbox(/^Public key/)).toHaveAccessibleDescription(
        'Enter a PEM public key (BEGIN PUBLIC KEY) of type EC P-256 for ES256',
      ),
    );
    expect(posts()).toEqual([]);
    await expect(
      services.client.call(authTypeEndpoints.create, {
        params: { type: 'jwt' },
        body: {
          title: 'Pasted',
          projects: [],
          algorithm: 'ES256',
          access_token_lifetime_min: 15,
          public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5 admin@laptop',
        },
      }),
    ).rejects.toMatchObject({ status: 422, body: { errors: { json: { public_key: [expect.any(String)] } } } });
  });
});
