/**
 * Public flows in the browser: sign up a new organization end to end and sign in to it at its own
 * subdomain; the public screens axe-clean; demo mode at demo.localhost (notice, read-only my area),
 * its API calls going to api-demo.localhost (multi-application mode: another origin, CORS and CSP).
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import {
  DEMO,
  baseUrl,
  expectAxeClean,
  field,
  browserPerFile,
  screenshot,
  signIn,
  stopAfterFirstFailure,
  url,
  visible,
  type Session,
} from './harness';

let session: Session;
let page: Page;

/** The console at an organization's subdomain (Chromium resolves *.localhost to 127.0.0.1). */
const orgUrl = (domain: string, path = '/') => {
  const base = new URL(baseUrl());
  return `${base.protocol}//${domain}.localhost:${base.port}${path}`;
};

browserPerFile((started) => {
  session = started;
  page = started.page;
});

describe('public flows', () => {
  stopAfterFirstFailure(() => page, 'public', /CSP violations/);

  for (const [path, heading] of [
    ['/password-recovery', 'Forgot your password?'],
    ['/password-reset?code=unknown', 'Reset password'],
    ['/social-login', 'Social sign-in'],
    ['/terms', 'Terms of service'],
    ['/privacy', 'Privacy policy'],
    ['/test', 'Console check'],
    ['/pre-registration', 'Pre-registration'],
    ['/sign-up', 'Create an account'],
  ] as const) {
    it(`${path} is axe-clean`, async () => {
      await page.goto(url(path));
      await visible(page.getByRole('heading', { level: 1, name: heading, exact: true }), 30_000);
      await screenshot(page, `public${path.replace(/[/?=]/g, '-')}`);
      await expectAxeClean(page);
    });
  }

  it('signs up a new organization after payment and signs in to it at its subdomain', async () => {
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Create an account' }).click();
    await field(page, 'E-mail address').fill('owner@e2e-org.test');
    await field(page, 'Password').fill('Owner-pass1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await field(page, 'Organization domain').fill('e2e-org');
    await field(page, 'Organization name').fill('E2E Org');
    await page.getByRole('button', { name: 'Continue' }).click();
    await visible(page.getByText('Total: $49.00'));
    await field(page, 'Name on the card').fill('Owner');
    await field(page, 'Card number').fill('4242 4242 4242 4242');
    await field(page, 'Expiry date').fill('12/40');
    await field(page, 'Security code').fill('123');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Pay and create the account' }).click();
    await visible(page.getByRole('heading', { name: 'Welcome aboard!' }), 30_000);
    await expectAxeClean(page);
    await page.goto(orgUrl('e2e-org'));
    await signIn(page, { email: 'owner@e2e-org.test', password: 'Owner-pass1' });
    await page.goto(orgUrl('e2e-org', '/me/organization'));
    await visible(page.getByRole('heading', { level: 1, name: 'My organization' }), 30_000);
    await visible(page.getByText('Address: e2e-org.localhost'));
    expect(await field(page, 'Organization name').inputValue()).toBe('E2E Org');
  });

  it('demo mode at demo.localhost shows its notice and refuses edits in the my area', async () => {
    // Multi-application mode: the console on demo.localhost calls its API on api-demo.localhost.
    const apiHosts = new Set<string>();
    const record = (request: Request) => {
      const address = new URL(request.url());
      if (address.pathname.startsWith('/api/v1/')) apiHosts.add(address.host);
    };
    page.on('request', record);
    await page.goto(orgUrl('demo'));
    await visible(page.getByText(/Demo mode: data is shared by all visitors/), 30_000);
    await visible(page.getByText(/Next reset:/));
    await expectAxeClean(page);
    await signIn(page, DEMO);
    await page.goto(orgUrl('demo', '/me/profile'));
    await visible(page.getByText('This page is read-only in demo mode.'), 30_000);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await field(page, 'Full name').isDisabled()).toBe(true);
    await expectAxeClean(page);
    await page.goto(orgUrl('demo', '/me/security'));
    await visible(page.getByRole('heading', { level: 1, name: 'Security' }), 30_000);
    expect(await page.getByRole('button', { name: 'Delete my account' }).isDisabled()).toBe(true);
    await screenshot(page, 'public-demo-security');
    page.off('request', record);
    expect([...apiHosts]).toEqual([new URL(orgUrl('api-demo')).host]);
  });

  it('had no CSP violations and no uncaught page errors', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});
