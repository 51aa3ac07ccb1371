/**
 * Secrets never leak: signs in as the administrator, creates an API key (read from its once-only
 * dialog, which Escape and a click outside do not close), works a little — including a list
 * request that fails with 500, which the console reports to the log service, and an expired
 * access token, which makes it refresh — reloads and signs out.
 * Then every secret seen (each access and refresh token, the password, the API key) is looked for
 * in: every console message, every request URL the page made (query strings included), every log
 * body posted (as sent by the page and as received by the simulator), and what is left in the
 * browser after sign-out (localStorage, sessionStorage, cookies, IndexedDB database names).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  control,
  field,
  browserPerFile,
  signIn,
  signOut,
  stopAfterFirstFailure,
  url,
  visible,
  webStorage,
  type Session,
} from './harness';

let session: Session;
let page: Page;
const requests: { url: string; method: string; postData: string | null }[] = [];
const secrets = new Map<string, string>([['password', ADMIN.password]]);
const leftBehind: Record<string, string> = {};

/** Records the tokens currently in local storage under names like `access token #2`. */
async function collectTokens(): Promise<void> {
  const { local } = await webStorage(page);
  const auth = JSON.parse(local.auth ?? 'null') as { accessToken?: string | null; refreshToken?: string | null } | null;
  expect(auth?.accessToken, 'signed in: an access token in local storage').toBeTruthy();
  for (const [kind, value] of [
    ['access token', auth?.accessToken],
    ['refresh token', auth?.refreshToken],
  ] as const) {
    if (value && ![...secrets.values()].includes(value)) secrets.set(`${kind} #${secrets.size}`, value);
  }
}

browserPerFile(async (started) => {
  session = started;
  page = started.page;
  started.context.on('request', (request) => {
    requests.push({ url: request.url(), method: request.method(), postData: request.postData() });
  });
});

describe('no secret in logs, URLs or storage left behind', () => {
  stopAfterFirstFailure(() => page, 'secrets', /CSP violations/);

  it('signs in and creates an API key, read from its dialog', async () => {
    await page.goto(url('/'));
    await signIn(page, ADMIN);
    await collectTokens();
    await page.goto(url('/me/api'));
    await page.getByRole('link', { name: 'New API key' }).click();
    await field(page, 'Note').fill('secrets scan');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    const key = (await dialog.getByLabel('API key', { exact: true }).textContent())?.trim() ?? '';
    expect(key.length).toBeGreaterThan(10);
    secrets.set('API key', key);
    // Shown once: neither Escape nor a click beside the dialog may close it before it is copied.
    await page.keyboard.press('Escape');
    await page.mouse.click(4, 4);
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          // A closing dialog starts its fade within two frames; wait until every transition has ended.
          const settle = () => (document.getAnimations().length ? requestAnimationFrame(settle) : done());
          requestAnimationFrame(() => requestAnimationFrame(settle));
        }),
    );
    expect(await dialog.isVisible(), 'the key dialog is still open after Escape and a click outside').toBe(true);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('works on: a failing list (reported to the log service), an expired token (refreshed), a reload', async () => {
    await control.fault({ method: 'GET', path: '/project', status: 500, times: 5 });
    await page.goto(url('/project'));
    await visible(page.getByRole('heading', { level: 1, name: 'Projects' }), 30_000);
    await expect
      .poll(async () => ((await control.logs()) as { items: unknown[] }).items.length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await control.clearFaults();

    // Past the access token's lifetime (15 min): the next request refreshes the pair.
    await control.advanceClock(16 * 60_000);
    await page.goto(url('/user'));
    await visible(page.getByRole('heading', { level: 1, name: 'Users' }), 30_000);
    await page.waitForLoadState('networkidle');
    await collectTokens();
    expect(
      [...secrets.keys()].filter((name) => name.startsWith('access token')).length,
      'the access token was refreshed',
    ).toBeGreaterThan(1);

    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Users' }), 30_000);
    await page.waitForLoadState('networkidle');
    await collectTokens();
  });

  it('signs out; collects what the browser keeps', async () => {
    await signOut(page);
    const { local, session: sessionStore } = await webStorage(page);
    for (const [name, value] of Object.entries(local)) leftBehind[`localStorage ${name}`] = value;
    for (const [name, value] of Object.entries(sessionStore)) leftBehind[`sessionStorage ${name}`] = value;
    for (const cookie of await session.context.cookies()) leftBehind[`cookie ${cookie.name}`] = cookie.value;
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name ?? ''));
    leftBehind['IndexedDB names'] = databases.join('\n');
  });

  it('no console message, request URL, log body or stored value contains a secret', async () => {
    const logsReceived = ((await control.logs()) as { items: unknown[] }).items;
    const logsPosted = requests.filter((r) => new URL(r.url).pathname === '/log');
    expect(logsPosted.length, 'the failing list was reported to the log service').toBeGreaterThan(0);
    expect(session.console.length, 'console messages were collected').toBeGreaterThan(0);

    const haystacks: [string, string][] = [
      ...session.console.map((m, i): [string, string] => [`console[${i}] (${m.type})`, `${m.text} ${m.url}`]),
      ...requests.map((r, i): [string, string] => [`request[${i}] ${r.method} URL`, decodeURIComponent(r.url)]),
      ...logsPosted.map((r, i): [string, string] => [`log body posted [${i}]`, r.postData ?? '']),
      ...logsReceived.map((body, i): [string, string] => [`log body received [${i}]`, JSON.stringify(body)]),
      ...Object.entries(leftBehind),
    ];
    const leaks = haystacks.flatMap(([where, text]) =>
      // The report names the secret instead of repeating it.
      [...secrets]
        .filter(([, secret]) => text.includes(secret))
        .map(([name, secret]) => `${name} in ${where}: ${text.replaceAll(secret, `<${name}>`).slice(0, 200)}`),
    );
    expect(leaks).toEqual([]);
    expect(secrets.size, 'password, API key and at least two token pairs were looked for').toBeGreaterThanOrEqual(6);
  });

  it('had no CSP violations and no uncaught page errors', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});
