/**
 * Issue 45's "Checked by", in Chromium: in a copy of the project, the command of
 * docs/adding-a-resource.md declares a webhook endpoint; the copy changes only the contract, the
 * resource's folder, the catalogs and the generated documents; it is built once and served by its
 * own `npm start` host (with the control API), where a webhook endpoint is created through the
 * form with its expiry day picked, listed with that day and filtered by it, the API answers the day
 * as sent and never the signing secret, refuses an unknown project (422 naming the field) and
 * refuses to delete the project while the endpoint refers to it (409).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatorHost } from '../../scripts/simulatorHost.mjs';
import {
  ADMIN,
  field,
  launchBrowser,
  screenshot,
  signIn,
  stopAfterFirstFailure,
  visible,
  type Session,
} from './harness';

const root = resolve(import.meta.dirname, '..', '..');
/** The command of docs/adding-a-resource.md and of the issue, word for word. */
const command = [
  'run',
  'add:resource',
  '--',
  'webhookEndpoint',
  'url:url!',
  'event:enum:created,deleted!',
  'enabled:boolean',
  'project_id:ref:project!',
  'expires_on:date',
  'signing_secret:secret',
];

let copy = '';
let host: { baseUrl: string; stop: () => void } | undefined;
let session: Session | undefined;
let page: Page;
let added = { status: -1, output: '' };
let token = '';

/** Runs a program in the copy as a shell would (vitest's NODE_ENV=test left out: the build is a production one). */
const run = (file: string, args: string[]) => {
  const { NODE_ENV: _test, ...env } = process.env;
  return spawnSync(file, args, { cwd: copy, encoding: 'utf8', timeout: 300_000, env });
};
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.test', ...args], {
    cwd: copy,
    encoding: 'utf8',
  });

/** A call to the copy's API as the administrator (its own device), answered status and body. */
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${host!.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      'X-DEVICE': 'e2e-add-resource',
      'X-APP': 'console',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'add-resource-e2e-'));
  if (existsSync(join(root, 'resources', 'webhookEndpoint'))) {
    // The issue's own check runs npm test in a clone where this command already ran: its committed tree.
    execFileSync('sh', ['-c', 'git archive HEAD | tar -x -C "$0"', copy], { cwd: root });
  } else {
    // The project as a clone has it (tracked files, and new ones not yet committed when run in a worktree).
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(root, file), join(copy, file));
    }
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');

  const npm = run('npm', command);
  added = { status: npm.status ?? -1, output: `${npm.stdout}${npm.stderr}` };
  if (added.status !== 0) return;
  // One build of the copy, served as `npm start` serves it.
  const build = run(process.execPath, [
    'node_modules/vite/bin/vite.js',
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    'dist-e2e',
  ]);
  if (build.status !== 0) throw new Error(`the copy's build failed:\n${build.stdout}${build.stderr}`);
  host = await startSimulatorHost({
    root: copy,
    distDir: 'dist-e2e',
    logFile: join(root, 'test-results', 'e2e-server-add-resource.log'),
  });
  session = await launchBrowser();
  page = session.page;
}, 600_000);

afterAll(async () => {
  await session?.close();
  host?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

stopAfterFirstFailure(() => page, 'add-resource', /CSP|contract/);

describe('a resource declared by one command', () => {
  it('is written by the command into the contract, its folder, the catalogs and the documents only', () => {
    expect(added.status, added.output).toBe(0);
    const changed = git('status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    expect(changed).toEqual(
      expect.arrayContaining([
        'src/api/contract/webhookEndpoint.ts',
        'resources/webhookEndpoint/index.ts',
        'docs/API.md',
        'docs/openapi.json',
        'i18n/en/resources.ts',
      ]),
    );
    const elsewhere = changed.filter(
      (file) =>
        file !== 'src/api/contract/webhookEndpoint.ts' &&
        !file.startsWith('resources/webhookEndpoint/') &&
        !file.startsWith('i18n/') &&
        !file.startsWith('docs/') &&
        !file.startsWith('dist-e2e/'),
    );
    expect(elsewhere).toEqual([]);
  });

  it('creates a webhook endpoint through its form, the expiry picked as a day', async () => {
    await page.goto(`${host!.baseUrl}/`);
    await signIn(page, ADMIN);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('menuitem', { name: 'Webhook endpoints' })
      .click();
    await visible(page.getByRole('heading', { level: 1, name: 'Webhook endpoints' }));
    await page.goto(`${host!.baseUrl}/webhook-endpoint/create`);
    await visible(page.getByRole('heading', { level: 1, name: 'New Webhook endpoint' }));
    await field(page, 'URL').fill('https://hooks.example.test/deploys');
    await field(page, 'Event').click();
    await page.getByRole('option', { name: 'Created' }).click();
    await field(page, 'Project').fill('Storef');
    await page.getByRole('option', { name: 'Storefront' }).click();
    const expiry = page.getByRole('group', { name: 'Expires on' });
    await visible(expiry, 30_000);
    await expiry.getByRole('spinbutton').first().click();
    await page.keyboard.type('03012027');
    await field(page, 'Signing secret').fill('whsec-0123456789');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Webhook endpoints' }));
    const row = page.getByRole('row').filter({ hasText: 'https://hooks.example.test/deploys' });
    await visible(row, 30_000);
    await expect.poll(() => row.textContent()).toContain('03/01/2027');
    await expect.poll(() => row.textContent()).toContain('Storefront');
    await screenshot(page, 'add-resource-list');
  });

  it('filters the list by a range of expiry days, sent as days', async () => {
    const lists: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && /\/api\/v1\/webhook-endpoint\?/.test(request.url())) lists.push(request.url());
    });
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Expires on from' }).click();
    const from = page.getByRole('group', { name: 'Expires on from' });
    await visible(from, 30_000);
    await from.getByRole('spinbutton').first().click();
    await page.keyboard.type('03022027');
    await expect
      .poll(() => lists.some((address) => address.includes('expires_on_from=2027-03-02')), { timeout: 15_000 })
      .toBe(true);
    await visible(page.getByText('No Webhook endpoints found using the current filters.'));
  });

  it('answers the day as sent, never the signing secret, and refuses an unknown project with a 4xx', async () => {
    const signedIn = await api('POST', '/internal-auth/token-create', {
      username: ADMIN.email,
      password: ADMIN.password,
    });
    token = (signedIn.body as { access_token: string }).access_token;
    const project = ((await api('GET', '/project?search=Storefront')).body as { items: { id: string }[] }).items[0]!;
    const created = await api('POST', '/webhook-endpoint', {
      url: 'https://hooks.example.test/api',
      event: 'deleted',
      enabled: true,
      project_id: String(project.id),
      expires_on: '2027-03-01',
      signing_secret: 'whsec-api',
    });
    expect(created.status).toBe(201);
    const record = created.body as Record<string, unknown>;
    expect(record.expires_on).toBe('2027-03-01');
    const answers = [
      created.body,
      (await api('GET', `/webhook-endpoint/${String(record.id)}`)).body,
      (await api('GET', '/webhook-endpoint?page_size=100')).body,
    ];
    for (const answer of answers) expect(JSON.stringify(answer)).not.toMatch(/signing_secret|whsec-/);
    const list = answers[2] as { items: { expires_on: string }[] };
    expect(list.items.map((item) => item.expires_on)).toEqual(['2027-03-01', '2027-03-01']);

    const unknown = await api('POST', '/webhook-endpoint', {
      url: 'https://hooks.example.test/nowhere',
      event: 'created',
      project_id: '999999',
    });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
    expect((unknown.body as { errors: { json: Record<string, string[]> } }).errors.json).toHaveProperty('project_id');

    const refused = await api('DELETE', `/project/${String(project.id)}`);
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toContain('webhookEndpoint');
  });

  it('served every request and answer within the contract (CSP, page errors, contract)', async () => {
    const violations = await fetch(`${host!.baseUrl}/__control/violations`).then((response) => response.json());
    expect((violations as { items: unknown[] }).items).toEqual([]);
    session?.expectNoCspViolationsOrPageErrors();
  });
});
