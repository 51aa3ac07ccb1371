import { UNDO_WINDOW_MS } from '../support/shortUndoWindow';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, testServices } from '../support/renderApp';
import { startSimulator } from '../support/simulatorServer';
import { authTypeEndpoints, hookEndpoints } from '../../src/api/contract/endpoints/adminEndpoints';
import { findRecordPage, findRow, renderConsole } from './harness';

const sim = startSimulator();

async function setup() {
  const services = testServices();
  await signIn(services);
  const page = await services.client.call(authTypeEndpoints.list, { query: { page: 1, page_size: 100 } });
  const byType = (type: string) => {
    const found = page.items.find((t) => t.type === type);
    if (!found) throw new Error(`no seeded ${type} type`);
    return found;
  };
  return { services, user: userEvent.setup(), byType };
}

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('auth-type pages redirect to the list when they do not apply to the type', () => {
  it.each([
    ['credentials', 'basic'],
    ['credentials', 'key'],
    ['social-links', 'jwt'],
    ['social-links', 'basic'],
    ['settings', 'social'],
  ])('/auth-type/%s of a %s type', async (page, type) => {
    const { services, byType } = await setup();
    renderConsole(services, `/auth-type/${page}/${byType(type).id}`);
    await waitFor(() => expect(window.location.pathname).toBe('/auth-type'), { timeout: 5000 });
    await h1('Authentication types');
  });
});

describe('auth-type pages', () => {
  it('credentials of an HS jwt type: the secret key is required and long enough, then saved', async () => {
    const { services, user, byType } = await setup();
    const jwt = byType('jwt');
    renderConsole(services, `/auth-type/credentials/${jwt.id}`);
    await findRecordPage(jwt.title, 'Credentials');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(jwt.title);
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('textbox', { name: /Public key/ })).not.toBeInTheDocument();
    await user.click(save);
    const secret = screen.getByLabelText(/^Secret key/);
    await waitFor(() => expect(secret).toHaveAccessibleDescription('This field is required'));
    await user.type(secret, 'a-short-shared-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(secret).toHaveAccessibleDescription('The secret key must be at least 32 bytes long for HS256'),
    );
    await user.clear(secret);
    await user.type(secret, 'a-shared-secret-of-thirty-two-by');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Undoable: the message with Undo first, the PATCH when its window ends.
    expect(await screen.findByText('Credentials saved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(sim.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    await waitFor(() => expect(window.location.pathname).toBe('/auth-type'), { timeout: 8000 });
    expect(sim.requests.filter((r) => r.method === 'PATCH').map((r) => r.path)).toEqual([
      `/auth-type/${jwt.id}/credentials`,
    ]);
  }, 30_000);

  it('credentials of an RS social type ask for the public and private keys', async () => {
    const { services, byType } = await setup();
    const social = byType('social');
    await services.client.call(authTypeEndpoints.update, {
      params: { type: 'social', id: social.id },
      body: { algorithm: 'RS256' } as never,
    });
    renderConsole(services, `/auth-type/credentials/${social.id}`);
    await findRecordPage(social.title, 'Credentials');
    expect(await screen.findByRole('textbox', { name: /^Public key/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Private key/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Secret key/)).not.toBeInTheDocument();
  });

  it('credentials: the private key is masked until shown; a generated pair is saved, foreign keys are refused', async () => {
    const { services, user, byType } = await setup();
    const social = byType('social');
    await services.client.call(authTypeEndpoints.update, {
      params: { type: 'social', id: social.id },
      body: { algorithm: 'ES384' } as never,
    });
    renderConsole(services, `/auth-type/credentials/${social.id}`);
    await findRecordPage(social.title, 'Credentials');
    const privateKey = await screen.findByRole('textbox', { name: /^Private key/ });
    // Drawn as discs until shown (a multi-line key cannot be a password field; the browser test checks the drawing).
    expect(screen.getByRole('button', { name: 'Show private key' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Show private key' }));
    expect(screen.getByRole('button', { name: 'Hide private key' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Generate key pair' }));
    await waitFor(() => expect((privateKey as HTMLTextAreaElement).value).toMatch(/^-----BEGIN PRIVATE KEY-----/));
    const pair = {
      public_key: (screen.getByRole('textbox', { name: /^Public key/ }) as HTMLTextAreaElement).value,
      private_key: (privateKey as HTMLTextAreaElement).value,
    };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth-type'), { timeout: 8000 });
    const stored = sim.store.orgs.get('acme')!.tables.authType.get(social.id);
    expect({ public_key: stored?.public_key, private_key: stored?.private_key }).toEqual(pair);

    // The API loads the keys as a real one does: a key of another curve, or a private key of another pair, is refused.
    const credentials = (body: { public_key: string; private_key: string }) =>
      services.client.call(authTypeEndpoints.credentials, { params: { id: social.id }, body });
    const other = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-384' }, true, ['sign', 'verify']);
    const otherPrivate = `-----BEGIN PRIVATE KEY-----\n${Buffer.from(
      await crypto.subtle.exportKey('pkcs8', other.privateKey),
    ).toString('base64')}\n-----END PRIVATE KEY-----\n`;
    await expect(credentials({ public_key: pair.public_key, private_key: otherPrivate })).rejects.toMatchObject({
      status: 422,
      body: { errors: { json: { private_key: ['The private key does not belong to this public key'] } } },
    });
    await expect(credentials({ ...pair, public_key: 'not a key' })).rejects.toMatchObject({
      status: 422,
      body: {
        errors: { json: { public_key: ['Enter a PEM public key (BEGIN PUBLIC KEY) of type EC P-384 for ES384'] } },
      },
    });
  }, 40_000);

  it('credentials: the API refuses an HS secret shorter than the hash (422)', async () => {
    const { services, byType } = await setup();
    const jwt = byType('jwt');
    await expect(
      services.client.call(authTypeEndpoints.credentials, {
        params: { id: jwt.id },
        body: { secret_key: 'x'.repeat(31) },
      }),
    ).rejects.toMatchObject({
      status: 422,
      body: { errors: { json: { secret_key: ['The secret key must be at least 32 bytes long for HS256'] } } },
    });
    await expect(
      services.client.call(authTypeEndpoints.credentials, {
        params: { id: jwt.id },
        body: { secret_key: 'x'.repeat(32) },
      }),
    ).resolves.toMatchObject({ id: jwt.id });
  });

  it('hooks: the list shows header names and masks their values', async () => {
    const { services, byType } = await setup();
    const jwt = byType('jwt');
    await services.client.call(hookEndpoints.create, {
      params: { parentId: jwt.id },
      body: {
        method: 'POST',
        url: 'https://hooks.example.test/masked',
        headers: { Authorization: 'Bearer hook-token-4711', 'X-Tenant': 'acme-tenant-value' },
      },
    });
    renderConsole(services, `/auth-type/hook/${jwt.id}`);
    const row = await findRow('https://hooks.example.test/masked');
    await waitFor(() => expect(row).toHaveTextContent('Authorization: ••••, X-Tenant: ••••'));
    expect(within(row).getAllByRole('img', { name: 'Hidden value' })).toHaveLength(2);
    expect(document.body.textContent).not.toContain('hook-token-4711');
    expect(document.body.textContent).not.toContain('acme-tenant-value');
    expect(document.body.innerHTML).not.toContain('hook-token-4711');
  });

  it('social links of a social type, one per provider', async () => {
    const { services, byType } = await setup();
    const social = byType('social');
    renderConsole(services, `/auth-type/social-links/${social.id}`);
    await findRecordPage(social.title, 'Social links');
    const table = await screen.findByRole('table', { name: 'Social links' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: /^Copy the .* link$/ })).toBeInTheDocument();
  });

  it('password settings: shows the current rules, validates and saves them', async () => {
    const { services, user, byType } = await setup();
    const basic = byType('basic');
    renderConsole(services, `/auth-type/settings/${basic.id}`);
    await findRecordPage(basic.title, 'Password settings');
    const min = await screen.findByRole('spinbutton', { name: /Minimum length/ });
    await waitFor(() => expect(min).toHaveValue(Number(basic.password_config?.min_length ?? 6)));
    await user.clear(min);
    await user.type(min, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(min).toHaveAccessibleDescription('Value must be greater than 0'));
    await user.clear(min);
    await user.type(min, '10');
    const upper = screen.getByRole('switch', { name: 'An uppercase letter is required' });
    const wasRequired = Boolean(basic.password_config?.is_upper_required);
    expect(upper).toHaveProperty('checked', wasRequired);
    await user.click(upper);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth-type'), { timeout: 8000 });
    const saved = await services.client.call(authTypeEndpoints.get, { params: { id: basic.id } });
    expect(saved.password_config).toMatchObject({ min_length: 10, is_upper_required: !wasRequired });
  }, 30_000);

  it('password settings: Undo sends nothing and keeps the form as typed', async () => {
    const { services, user, byType } = await setup();
    const basic = byType('basic');
    renderConsole(services, `/auth-type/settings/${basic.id}`);
    await findRecordPage(basic.title, 'Password settings');
    const min = await screen.findByRole('spinbutton', { name: /Minimum length/ });
    await waitFor(() => expect(min).toHaveValue(Number(basic.password_config?.min_length ?? 6)));
    await user.clear(min);
    await user.type(min, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password settings saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await new Promise((resolve) => setTimeout(resolve, UNDO_WINDOW_MS + 1_000));
    expect(sim.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    expect(window.location.pathname).toBe(`/auth-type/settings/${basic.id}`);
    expect(min).toHaveValue(12);
    const stored = await services.client.call(authTypeEndpoints.get, { params: { id: basic.id } });
    expect(stored.password_config?.min_length ?? 6).toBe(basic.password_config?.min_length ?? 6);
  }, 30_000);

  it('password settings saved and left offline are offered back at the next start, then sent', async () => {
    const { services, user, byType } = await setup();
    const basic = byType('basic');
    const first = renderConsole(services, `/auth-type/settings/${basic.id}`);
    await findRecordPage(basic.title, 'Password settings');
    const min = await screen.findByRole('spinbutton', { name: /Minimum length/ });
    await waitFor(() => expect(min).toHaveValue(Number(basic.password_config?.min_length ?? 6)));
    await user.clear(min);
    await user.type(min, '14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Password settings saved')).toBeInTheDocument();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    online.mockRestore();
    first.unmount();
    window.dispatchEvent(new PageTransitionEvent('pageshow'));
    expect(sim.requests.filter((r) => r.method === 'PATCH')).toEqual([]);

    renderConsole(services, '/auth-type');
    const dialog = await screen.findByRole('dialog', { name: '1 change was not saved' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent(`Authentication type “${basic.title}”: Minimum length`);
    await user.click(within(dialog).getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = await services.client.call(authTypeEndpoints.get, { params: { id: basic.id } });
    expect(saved.password_config?.min_length).toBe(14);
  }, 30_000);

  it('hooks: list and create with URL and JSON header validation (empty headers → {})', async () => {
    const { services, user, byType } = await setup();
    const jwt = byType('jwt');
    renderConsole(services, `/auth-type/hook/${jwt.id}/create`);
    await h1('New Hook');
    const url = await screen.findByRole('textbox', { name: /^URL/ });
    const headers = screen.getByRole('textbox', { name: /^Headers/ });
    await user.type(url, 'nope');
    await user.type(headers, '{{"a": ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(url).toHaveAccessibleDescription('Invalid URL. Please enter a valid address'));
    expect(headers).toHaveAccessibleDescription('Enter valid JSON (an object)');
    await user.clear(url);
    await user.type(url, 'https://hooks.example.test/in');
    await user.clear(headers);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/auth-type/hook/${jwt.id}`));
    await findRow('https://hooks.example.test/in');
    await findRecordPage(jwt.title, 'Hooks');
    const hooks = await services.client.call(hookEndpoints.list, { params: { parentId: jwt.id } });
    expect(hooks.items.find((h) => h.url === 'https://hooks.example.test/in')?.headers).toEqual({});
  });

  it('row actions of the auth-type list lead to the pages that apply to each type', async () => {
    const { services, byType } = await setup();
    renderConsole(services, '/auth-type');
    const social = byType('social');
    const basic = byType('basic');
    const socialRow = await findRow(social.title);
    const user = userEvent.setup();
    // Row actions are in each row's "Actions for <title>" menu.
    const openActions = async (row: HTMLElement, title: string) => {
      if (screen.queryByRole('menu', { name: /^Actions for / })) {
        fireEvent.keyDown(screen.getByRole('menu', { name: /^Actions for / }), { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('menu', { name: /^Actions for / })).toBeNull());
      }
      await user.click(within(row).getByRole('button', { name: `Actions for ${title}` }));
      await screen.findByRole('menu', { name: /^Actions for / });
    };
    const link = (name: string) =>
      within(screen.getByRole('menu', { name: /^Actions for / })).queryByRole('menuitem', { name });
    await openActions(socialRow, social.title);
    expect(link('Social links')).toHaveAttribute('href', `/auth-type/social-links/${social.id}`);
    expect(link('Credentials')).toHaveAttribute('href', `/auth-type/credentials/${social.id}`);
    expect(link('Password settings')).toBeNull();
    expect(link('History')).toHaveAttribute('href', `/auth-type/activity/${social.id}`);
    expect(link('Hooks')).toHaveAttribute('href', `/auth-type/hook/${social.id}`);
    const basicRow = await findRow(basic.title);
    await openActions(basicRow, basic.title);
    expect(link('Password settings')).toHaveAttribute('href', `/auth-type/settings/${basic.id}`);
    expect(link('Credentials')).toBeNull();
    expect(link('Social links')).toBeNull();
  });
});
