/**
 * Active sessions in the browser: each device named in words (the whole user agent on hover), one
 * other session revoked from its row, then "Sign out all other sessions": the other devices' tokens
 * stop working and this one stays signed in.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  browserPerFile,
  expectNoContractViolations,
  signIn,
  stopAfterFirstFailure,
  url,
  visible,
  type Session,
} from './harness';

let session: Session;
let page: Page;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs the administrator in from another device, as an API client would, and returns its access token. */
async function signInElsewhere(agent: string, device: string): Promise<string> {
  const response = await fetch(url('/api/v1/internal-auth/token-create'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-DEVICE': device, 'X-APP': 'console', 'User-Agent': agent },
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const meWith = async (token: string, device: string) =>
  (
    await fetch(url('/api/v1/internal-user/me'), {
      headers: { Authorization: `Bearer ${token}`, 'X-DEVICE': device, 'X-APP': 'console' },
    })
  ).status;

browserPerFile(async (started) => {
  session = started;
  page = started.page;
  await page.goto(url('/'));
  await signIn(page);
});

describe('active sessions', () => {
  stopAfterFirstFailure(() => page, 'sessions', /CSP/);

  it('names each device in words and revokes another one from its row', async () => {
    const phone = await signInElsewhere(IPHONE, 'e2e-iphone');
    await page.goto(url('/me/session'));
    await visible(page.getByRole('heading', { level: 1, name: 'Active sessions', exact: true }), 30_000);
    const iphone = page.getByTitle(IPHONE, { exact: true });
    await visible(iphone);
    expect(await iphone.textContent()).toBe('Safari 18 on iOS 18');
    const own = page.getByRole('row').filter({ hasText: 'This device' });
    expect(await own.getByRole('button', { name: /^Revoke the session/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Revoke the session on Safari 18 on iOS 18', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await visible(confirm.getByText('That device is signed out at once'));
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await visible(page.getByText('The session has been revoked'));
    await page.getByTitle(IPHONE, { exact: true }).waitFor({ state: 'detached' });
    expect(await meWith(phone, 'e2e-iphone')).toBe(401);
  });

  it('signs out all other sessions and stays signed in here', async () => {
    const laptop = await signInElsewhere(
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'e2e-laptop',
    );
    await page.reload();
    await visible(page.getByText('Firefox 133 on Linux', { exact: true }), 30_000);
    await page.getByRole('button', { name: 'Sign out all other sessions', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await visible(confirm.getByText(/^Every device but this one is signed out/));
    await confirm.getByRole('button', { name: 'Sign out others', exact: true }).click();
    await visible(page.getByText(/^\d+ other sessions? signed out$/));
    await page.getByText('Firefox 133 on Linux', { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // the header and this device
    expect(await page.getByRole('button', { name: 'Sign out all other sessions', exact: true }).isDisabled()).toBe(
      true,
    );
    expect(await meWith(laptop, 'e2e-laptop')).toBe(401);
    await page.reload();
    await visible(page.getByText('This device', { exact: true }), 30_000);
  });

  it('kept to the contract', async () => {
    await expectNoContractViolations();
  });

  it('had no CSP violations and no uncaught page errors', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});
