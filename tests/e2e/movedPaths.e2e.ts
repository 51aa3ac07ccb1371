/**
 * Every endpoint moved: another base URL, another prefix, renamed resource paths — through
 * config.json only (`api.baseUrl`, `api.paths`, `api.resources`), with the simulator mounted at
 * exactly those paths (its own host, in this process). The administration flows, the my area and
 * the public flows work there, no request goes to a default path, and nothing leaves the contract.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/createSimulator';
import { createRequestListener } from '../../simulator/hosts/http';
import { endpointTable } from '../../src/api/contract/endpointTable';
import { ADMIN, field, launchBrowser, signIn, signOut, stopAfterFirstFailure, visible, type Session } from './harness';

const apiBase = '/identity/v2';
/** Each resource under a new name; every other endpoint under a gateway prefix; two renamed outright. */
const resources = {
  project: '/projects',
  permission: '/permissions',
  authType: '/auth-types',
  user: '/people',
  hook: '/auth-types/:parentId/webhooks',
  credential: '/people/:parentId/credentials',
  profile: '/people/:parentId/profiles',
  userSession: '/people/:parentId/sessions',
};
const paths: Record<string, string> = Object.fromEntries(
  [...endpointTable.values()]
    .filter((endpoint) => !endpoint.resource && endpoint.name !== 'log.create')
    .map((endpoint) => [endpoint.name, `/gw${endpoint.path}`]),
);
paths['auth.tokenCreate'] = '/oauth/token';
paths['me.get'] = '/account';

const distDir = resolve(process.env.E2E_DIST_DIR ?? 'dist');
const builtConfig = JSON.parse(readFileSync(resolve(distDir, 'config.json'), 'utf8')) as Record<string, unknown>;
const sim = createSimulator({ clock: 'real', apiBase, paths: { paths, resources } });
const listener = createRequestListener(sim.handlers, {
  staticDir: distDir,
  apiBase,
  config: { ...builtConfig, api: { baseUrl: apiBase, paths, resources } },
});

let server: Server;
let base: string;
let session: Session;
let page: Page;
const apiAnswers: { url: string; status: number }[] = [];
const at = (path: string) => `${base}${path}`;

beforeAll(async () => {
  server = createServer((req, res) => listener(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  session = await launchBrowser();
  page = session.page;
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') || pathname.startsWith(apiBase))
      apiAnswers.push({ url: pathname, status: response.status() });
  });
});

afterAll(async () => {
  await session?.close();
  await new Promise((done) => server?.close(done));
});

async function open(path: string, heading: string | RegExp) {
  await page.goto(at(path));
  await visible(page.getByRole('heading', { level: 1, name: heading }), 30_000);
}

describe('a console whose every endpoint is moved by config.json', () => {
  stopAfterFirstFailure(() => page, 'moved-paths');

  it('signs in and opens the dashboard', async () => {
    await page.goto(at('/'));
    await signIn(page, ADMIN);
    await visible(page.getByRole('heading', { level: 1, name: 'Dashboard' }), 30_000);
  });

  it('lists users, creates a project and finds it in the list', async () => {
    await open('/user', 'Users');
    await visible(page.getByRole('cell', { name: 'Administrator admin', exact: true }), 30_000);
    await open('/project/create', 'New Project');
    await field(page, 'Name').fill('Moved paths project');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.goto(at('/project'));
    await visible(page.getByRole('cell', { name: 'Moved paths project' }), 30_000);
  });

  it("saves an authentication type's password settings and shows its hooks", async () => {
    const basic = [...sim.store.orgs.get('acme')!.tables.authType.rows].find((type) => type.type === 'basic')!;
    // The type's record page (h1: its title) with its password settings tab.
    await open(`/auth-type/settings/${basic.id}`, String(basic.title));
    await visible(page.getByRole('tab', { name: 'Password settings', selected: true }));
    const minimum = field(page, 'Minimum length');
    await minimum.fill('9');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => sim.store.orgs.get('acme')!.tables.authType.get(basic.id)?.password_config?.min_length, {
        timeout: 15_000,
      })
      .toBe(9);
    // The console has the answer (it returns to the list): the change is no longer pending.
    await page.waitForURL((url) => url.pathname.endsWith('/auth-type'), { timeout: 15_000 });
    await open(`/auth-type/hook/${basic.id}`, String(basic.title));
    await visible(page.getByRole('tab', { name: 'Hooks', selected: true }));
  });

  it('saves the own profile and creates an API key, shown once', async () => {
    await open('/me/profile', 'Profile');
    await field(page, 'Full name').fill('Moved Admin');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => sim.store.orgs.get('acme')!.tables.user.find((user) => user.email === ADMIN.email)?.name, {
        timeout: 15_000,
      })
      .toBe('Moved Admin');
    await open('/me/api/create', 'New API key');
    await field(page, 'Note').fill('moved client');
    await page.getByRole('button', { name: 'Save' }).click();
    const key = (await page.getByRole('dialog').getByLabel('API key', { exact: true }).textContent()) ?? '';
    expect(key.length).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await open('/me/session', 'Sessions');
  });

  it('signs out, asks for a reset link and resets the password with it', async () => {
    await signOut(page, 'Moved Admin');
    await open('/password-recovery', 'Forgot your password?');
    await field(page, 'E-mail address').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await visible(page.getByText('If an account exists for this address, a link will be sent'));
    const mail = sim.store.mail.find((entry) => entry.kind === 'password_reset' && entry.to === ADMIN.email);
    expect(mail).toBeDefined();
    await open(`/password-reset?code=${mail!.code}`, 'Reset password');
    await field(page, 'E-mail address').fill(ADMIN.email);
    await field(page, 'New password').fill('Moved-Pass-123');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await visible(page.getByText('Your password has been changed. You can now sign in with it.'));
    await page.goto(at('/'));
    await signIn(page, { email: ADMIN.email, password: 'Moved-Pass-123' });
  });

  it('called only the moved paths, all answered, and stayed inside the contract', () => {
    expect(apiAnswers.filter((answer) => answer.url.startsWith('/api/'))).toEqual([]);
    expect(
      apiAnswers.filter(
        (answer) => answer.status === 404 || answer.status === 405 || answer.status === 400 || answer.status === 415,
      ),
    ).toEqual([]);
    const called = new Set(sim.requests.map((request) => request.path.replace(/\/\d+(?=\/|$)/g, '/:id')));
    for (const path of [
      '/oauth/token',
      '/account',
      '/gw/init/user',
      '/people',
      '/projects',
      '/permissions',
      '/auth-types/:id/password-config',
      '/auth-types/:id/webhooks',
      '/gw/internal-api-key',
      '/gw/internal-session',
      '/gw/internal-user/password-remind',
      '/gw/internal-user/password-reset',
    ])
      expect(called, path).toContain(path);
    expect(sim.takeViolations()).toEqual([]);
    session.expectNoCspViolationsOrPageErrors();
  });
});
