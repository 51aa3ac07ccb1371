/**
 * Social accounts in the browser, through the simulated provider's own pages (SPEC §2, §6): linking
 * on /me/security leaves for the provider's sign-in page and comes back with its answer; the linked
 * account then signs in from the sign-in page; an account linked to another user is refused with
 * SPEC's message; unlinking asks first. No provider token is left in a URL.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  browserPerFile,
  expectAxeClean,
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

/** On the provider's sign-in page: continue as `account`. */
async function continueAs(provider: 'google' | 'github', account: string) {
  await page.waitForURL((address) => address.pathname === `/__provider/social/${provider}/authorize`, {
    timeout: 30_000,
  });
  const label = `${provider === 'github' ? 'GitHub' : 'Google'} account`;
  await page.getByLabel(label).fill(account);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('social accounts through the provider', () => {
  stopAfterFirstFailure(() => page, 'social', /CSP violations/);

  it("links a Google account on /me/security through the provider's page", async () => {
    await page.goto(url('/'));
    await signIn(page);
    await page.goto(url('/me/security'));
    await visible(page.getByRole('heading', { level: 1, name: 'Security', exact: true }), 30_000);
    await page.getByRole('link', { name: 'Link Google' }).click();
    await continueAs('google', 'admin@google.test');
    await visible(page.getByText('Your Google account is now linked.'), 30_000);
    expect(new URL(page.url()).pathname).toBe('/me/security');
    expect(page.url()).not.toContain('access_token');
    await visible(page.getByRole('button', { name: 'Unlink Google' }));
    await screenshot(page, 'social-01-linked');
    await expectAxeClean(page);
  });

  it('signs in with the linked account from the sign-in page', async () => {
    await signOut(page);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await continueAs('google', 'admin@google.test');
    await visible(page.getByRole('heading', { name: 'Dashboard', exact: true }), 30_000);
    expect(page.url()).not.toContain('access_token');
  });

  it('refuses an account already linked to another user, with the spec message', async () => {
    await page.goto(url('/me/security'));
    await visible(page.getByRole('heading', { level: 1, name: 'Security', exact: true }), 30_000);
    await page.getByRole('link', { name: 'Link GitHub' }).click();
    await continueAs('github', 'sim-github-2');
    await visible(page.getByText('This social account is already linked to another user'), 30_000);
    expect(page.url()).not.toContain('access_token');
  });

  it('unlinks the Google account after a confirmation', async () => {
    await page.goto(url('/me/security'));
    await page.getByRole('button', { name: 'Unlink Google' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unlink' }).click();
    await visible(page.getByText('Your Google account has been unlinked.'), 30_000);
    await visible(page.getByRole('link', { name: 'Link Google' }));
  });

  it('had no CSP violations and no uncaught page errors', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});
