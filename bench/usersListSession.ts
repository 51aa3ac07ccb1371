/**
 * The shared start of the users-list benchmarks (usersList.ts, listInteractions.ts): the built
 * console and the in-process simulator on one port, the organization topped up with users,
 * Chromium signed in as the admin, the users list open with `rows` rows per page.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createSimulator, type Simulator } from '../simulator/createSimulator';
import { createRequestListener } from '../simulator/hosts/http';

const ADMIN = { email: 'admin@acme.test', password: 'Admin123!' };

export interface UsersListSession {
  page: Page;
  sim: Simulator;
  close(): Promise<void>;
}

/** Tops the seeded organization up to `count` users (the seed has about 50). */
async function addUsers(api: string, count: number) {
  const headers = { 'Content-Type': 'application/json', 'X-DEVICE': 'bench', 'X-APP': 'console' };
  const signIn = await fetch(`${api}/internal-auth/token-create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const auth = { ...headers, Authorization: `Bearer ${token}` };
  const { meta } = (await (await fetch(`${api}/user?page=1&page_size=1`, { headers: auth })).json()) as {
    meta: { total: number };
  };
  for (let n = meta.total; n < count; n++) {
    const response = await fetch(`${api}/user`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        username: `bench.user${n}`,
        name: `Bench User ${n}`,
        email: `bench${n}@acme.test`,
        note: 'Added by the users list benchmark',
      }),
    });
    if (!response.ok) throw new Error(`POST /user → ${response.status}`);
  }
}

/**
 * Opens the users list with `rows` rows per page over at least `users` users. `--dist=DIR` (as
 * for the bundle benchmark) measures another build than dist/; `initScript` runs in every page
 * before the console's scripts.
 */
export async function openUsersList(options: {
  users: number;
  rows: number;
  initScript?: string;
}): Promise<UsersListSession> {
  const distArg = process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length);
  const dist = distArg ? resolve(distArg) : resolve(import.meta.dirname, '..', 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist} is missing: build the console first (npm run build, or --dist=DIR)`);
  const executablePath = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].find((p) => p && existsSync(p));
  if (!executablePath) throw new Error('no Chromium found (set CHROME_PATH)');
  const sim = createSimulator({ clock: 'real', control: false, demoResetHours: 24 });
  const server: Server = createServer(createRequestListener(sim.handlers, { staticDir: dist, control: false }));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  await addUsers(`${base}/api/v1`, options.users);
  const profile = mkdtempSync(join(tmpdir(), 'bench-users-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1600, height: 1000 },
    locale: 'en-US',
  });
  const close = async () => {
    await context.close().catch(() => undefined);
    rmSync(profile, { recursive: true, force: true });
    server.close();
  };
  try {
    if (options.initScript) await context.addInitScript(options.initScript);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/`);
    await page.getByLabel(/^E-mail/).fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor({ timeout: 30_000 });
    // `rows` rows per page (kept by the list's stored parameters and the table preference).
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: String(options.rows) }).click();
    await page
      .locator('tbody tr')
      .nth(options.rows - 1)
      .waitFor({ timeout: 30_000 });
    return { page, sim, close };
  } catch (error) {
    await close();
    throw error;
  }
}
