/**
 * The security probe of issue 42, replayed in the browser: a crafted social callback opened by a
 * signed-in administrator (an attacker's token from the simulated provider, a victim's browser);
 * an ordinary user who tries the administration; the demo account's record in the demo
 * organization; the CSV export of a hook with a secret header.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  DEMO,
  baseUrl,
  browserPerFile,
  control,
  field,
  screenshot,
  signIn,
  signOut,
  stopAfterFirstFailure,
  url,
  visible,
  type Session,
} from './harness';

let session: Session;
let page: Page;

browserPerFile((started) => {
  session = started;
  page = started.page;
});

const api = (path: string) => `${baseUrl()}/api/v1${path}`;
const headers = { 'X-DEVICE': 'e2e-probe', 'X-APP': 'console', 'Content-Type': 'application/json' };

/** The demo organization's calls from outside the browser name it (Node cannot resolve demo.localhost). */
const demoHeaders = { ...headers, 'X-ORG': 'demo' };

/** Signs in through the API (the attacker's own client, or a check from outside the browser). */
async function apiToken(email: string, password: string, org = headers): Promise<string> {
  const answer = await fetch(api('/internal-auth/token-create'), {
    method: 'POST',
    headers: org,
    body: JSON.stringify({ username: email, password }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

const demoOrigin = () => {
  const base = new URL(baseUrl());
  return `${base.protocol}//demo.localhost:${base.port}`;
};

describe('the probe of issue 42', () => {
  stopAfterFirstFailure(() => page, 'security-probe', /CSP violations/);

  it("a crafted social callback leaves the victim's linked accounts unchanged and the victim signed in", async () => {
    await control.reset();
    // The attacker's browser: his own GitHub account through the provider, redirect_uri set to the
    // console's /social-login; he keeps the token instead of following the redirect.
    const consent = new URL(`${baseUrl()}/__provider/social/github/consent`);
    consent.searchParams.set('redirect_uri', url('/social-login'));
    consent.searchParams.set('auth_type_id', '4');
    consent.searchParams.set('account', 'attacker@github.test');
    const answer = await fetch(consent, { redirect: 'manual' });
    const token = new URL(answer.headers.get('location') ?? '').searchParams.get('access_token');
    expect(token).toBeTruthy();
    // The victim: a signed-in administrator opens the attacker's link.
    await page.goto(url('/'));
    await signIn(page, ADMIN);
    await page.goto(url(`/social-login?provider=github&auth_type_id=4&access_token=${token}`));
    await visible(page.getByText(/This sign-in was not started from this browser tab/), 30_000);
    expect(page.url()).not.toContain('access_token');
    await screenshot(page, 'security-probe-01-crafted-callback');
    const victim = await apiToken(ADMIN.email, ADMIN.password);
    const me = await fetch(api('/internal-user/me'), { headers: { ...headers, Authorization: `Bearer ${victim}` } });
    expect(((await me.json()) as { linked_providers: string[] }).linked_providers).not.toContain('github');
    // Still signed in: the console opens a list.
    await page.goto(url('/user'));
    await visible(page.getByRole('heading', { level: 1, name: 'Users' }), 30_000);
    await signOut(page);
  });

  it('an ordinary user gets their own area; administration addresses show the access page; the API answers 403', async () => {
    await control.reset();
    const plainPassword = 'Plain123!';
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const created = await fetch(api('/user'), {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ username: 'plain', email: 'plain@acme.test', password: plainPassword }),
    });
    expect(created.status).toBe(201);
    await page.goto(url('/'));
    await signIn(page, { email: 'plain@acme.test', password: plainPassword }, { expectSuccess: false });
    await page.waitForURL((address) => address.pathname === '/me/profile', { timeout: 30_000 });
    await visible(field(page, 'Full name'), 30_000);
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await menu.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
    const before = ((await control.requests()) as { items: unknown[] }).items.length;
    for (const path of ['/user', '/project/create', '/setup']) {
      await page.goto(url(path));
      await visible(page.getByRole('heading', { name: 'You need administrator access' }), 30_000);
    }
    await screenshot(page, 'security-probe-02-access-page');
    const since = ((await control.requests()) as { items: { method: string; path: string }[] }).items.slice(before);
    expect(
      since.filter((request) => /^\/(user|project|permission|auth-type|stats|import)\b/.test(request.path)),
    ).toEqual([]);
    const plain = await apiToken('plain@acme.test', plainPassword);
    const put = await fetch(api('/user/1'), {
      method: 'PUT',
      headers: { ...headers, Authorization: `Bearer ${plain}` },
      body: JSON.stringify({ username: 'admin', password: 'Taken123!' }),
    });
    expect(put.status).toBe(403);
    await signOut(page);
  });

  it("the demo account's record offers no delete nor sign-in change, and the API refuses both", async () => {
    await control.reset();
    await page.goto(`${demoOrigin()}/`);
    await signIn(page, DEMO);
    const token = await apiToken(DEMO.email, DEMO.password, demoHeaders);
    const me = (await (
      await fetch(api('/internal-user/me'), {
        headers: { ...demoHeaders, Authorization: `Bearer ${token}` },
      })
    ).json()) as { id: string };
    await page.goto(`${demoOrigin()}/user/update/${me.id}`);
    await visible(field(page, 'Username'), 30_000);
    expect(await field(page, 'Username').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    await screenshot(page, 'security-probe-03-demo-account');
    for (const [method, body] of [
      ['PUT', { username: 'demo', email: DEMO.email, password: 'Taken123!' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await fetch(api(`/user/${me.id}`), {
        method,
        headers: { ...demoHeaders, Authorization: `Bearer ${token}` },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(answer.status).toBe(403);
    }
    await expect(apiToken(DEMO.email, DEMO.password, demoHeaders)).resolves.toBeTruthy();
    await signOut(page);
  });

  it("the CSV export of a hook with a secret header writes the header's value masked", async () => {
    await control.reset();
    const admin = await apiToken(ADMIN.email, ADMIN.password);
    const secret = 'Bearer e2e-hook-secret-0001';
    const hook = await fetch(api('/auth-type/1/hooks'), {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ method: 'POST', url: 'https://hooks.test/probe', headers: { Authorization: secret } }),
    });
    expect(hook.status).toBe(201);
    await page.goto(url('/'));
    await signIn(page, ADMIN);
    await page.goto(url('/auth-type/hook/1'));
    await visible(page.getByText('https://hooks.test/probe'), 30_000);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).last().click();
    const text = readFileSync((await (await download).path()) ?? '', 'utf8');
    expect(text).toContain('Authorization');
    expect(text).toContain('••••');
    expect(text).not.toContain('e2e-hook-secret-0001');
  });

  it('had no CSP violations and no uncaught page errors', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});
