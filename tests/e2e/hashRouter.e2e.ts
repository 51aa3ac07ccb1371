/**
 * config.json's `router: "hash"` and `layout: "compact"`, on a host that answers only its files
 * (index.html at `/`, the assets, config.json) and the API — a static host that cannot answer an
 * unknown path with index.html: sign-in, a deep link to a record page, tabs, the menu, the browser's
 * back button, a saved-view link, and the compact list and form (at least 20 % denser than the
 * default, comfortable layout's, whose list rows are MUI's).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/createSimulator';
import { createRequestListener } from '../../simulator/hosts/http';
import { ADMIN, launchBrowser, screenshot, signIn, stopAfterFirstFailure, url, visible, type Session } from './harness';

const distDir = resolve(process.env.E2E_DIST_DIR ?? 'dist');
const builtConfig = JSON.parse(readFileSync(resolve(distDir, 'config.json'), 'utf8')) as Record<string, unknown>;
const sim = createSimulator({ clock: 'real' });
const listener = createRequestListener(sim.handlers, {
  staticDir: distDir,
  config: { ...builtConfig, router: 'hash', layout: 'compact' },
});
const isFile = (pathname: string) => {
  const path = join(distDir, decodeURIComponent(pathname));
  return path.startsWith(distDir) && existsSync(path) && statSync(path).isFile();
};
/** Paths a static host with the API behind it answers; anything else is a 404. */
const answered = (pathname: string) =>
  pathname === '/' || pathname === '/config.json' || /^\/(api|log|__provider)\b/.test(pathname) || isFile(pathname);

let server: Server;
let base: string;
let session: Session;
let page: Page;
const at = (address: string) => `${base}${address}`;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (!answered(new URL(req.url ?? '/', 'http://x').pathname))
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    else listener(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  session = await launchBrowser();
  page = session.page;
});

afterAll(async () => {
  await session?.close();
  await new Promise((done) => server?.close(done));
});

/** The height of the list's first body row. */
async function firstRowHeight(): Promise<number> {
  const row = page.getByRole('row').nth(1);
  await visible(row.getByRole('cell').first(), 30_000);
  return (await row.boundingBox())!.height;
}

/**
 * The height the new user form's fields take, from the top of the first to the bottom of the last,
 * once every field is drawn (the password input loads its own code, and until then the form is a
 * field shorter), the fonts are in and two readings 200 ms apart agree (on a loaded machine a
 * fallback font wraps helper texts onto more lines for a moment).
 */
async function formFieldsHeight(): Promise<number> {
  await visible(page.getByLabel(/^Note/), 30_000);
  await visible(page.locator('input[name="password"]'), 30_000);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const read = async () => {
    const first = (await page.getByLabel(/^Username/).boundingBox())!;
    const last = (await page.getByLabel(/^Note/).boundingBox())!;
    return last.y + last.height - first.y;
  };
  let height = await read();
  for (let tries = 0; tries < 25; tries += 1) {
    await page.waitForTimeout(200);
    const again = await read();
    if (again === height) break;
    height = again;
  }
  return height;
}

describe('a console on a static host with hash routes and the compact layout', () => {
  stopAfterFirstFailure(() => page, 'hash-router');

  it('cannot be served a clean deep path by this host', async () => {
    expect((await fetch(at('/user/update/4'))).status).toBe(404);
  });

  it('signs a guest in from a deep link and returns to the record', async () => {
    const member = sim.store.orgs.get('acme')!.tables.user.get('4')!;
    await page.goto(at('/#/user/update/4'));
    await signIn(page, ADMIN, { expectSuccess: false });
    await visible(page.getByRole('heading', { level: 1, name: member.username }), 30_000);
    expect(new URL(page.url()).hash).toBe('#/user/update/4');
    await visible(page.getByRole('tab', { name: 'Details', selected: true }));
  });

  it('moves between tabs, menu screens and back with the browser', async () => {
    await page.getByRole('tab', { name: 'Profiles' }).click();
    await visible(page.getByRole('tab', { name: 'Profiles', selected: true }));
    expect(new URL(page.url()).hash).toBe('#/user/profile/4');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('menuitem', { name: 'Permissions' })
      .click();
    await visible(page.getByRole('heading', { level: 1, name: 'Permissions' }));
    expect(new URL(page.url()).hash).toBe('#/permission');
    await page.goBack();
    await visible(page.getByRole('tab', { name: 'Profiles', selected: true }));
    // A reload asks the host for `/` only.
    await page.reload();
    await visible(page.getByRole('tab', { name: 'Profiles', selected: true }), 30_000);
  });

  it('draws lists and forms at least 20 % denser than the comfortable layout, whose rows are MUI’s', async () => {
    await page.goto(at('/#/user'));
    await visible(page.getByRole('heading', { level: 1, name: 'Users' }), 30_000);
    const compact = await firstRowHeight();
    await screenshot(page, 'hash-router-compact-users');
    await page.goto(at('/#/user/create'));
    await visible(page.getByRole('heading', { level: 1, name: /New User/ }), 30_000);
    const compactForm = await formFieldsHeight();
    await screenshot(page, 'hash-router-compact-user-create');
    // The shared test host serves the default config.json (browser router, comfortable layout).
    await page.goto(url('/'));
    await signIn(page, ADMIN);
    await page.goto(url('/user'));
    await visible(page.getByRole('heading', { level: 1, name: 'Users' }), 30_000);
    const comfortable = await firstRowHeight();
    await screenshot(page, 'hash-router-comfortable-users');
    await page.goto(url('/user/create'));
    await visible(page.getByRole('heading', { level: 1, name: /New User/ }), 30_000);
    const comfortableForm = await formFieldsHeight();
    // MUI's default table rows are about 48–53 px high.
    expect(comfortable).toBeGreaterThanOrEqual(48);
    expect(comfortable).toBeLessThanOrEqual(54);
    expect(compact).toBeLessThanOrEqual(comfortable * 0.8);
    expect(compactForm).toBeLessThanOrEqual(comfortableForm * 0.8);
  });
});
