/**
 * Record pages in the browser: a row of the users list opens the user's page on
 * its Details tab; the tabs are links at the screens' own paths, moved between with the arrow keys
 * and opened with Enter (Back returns to the tab before); a deep link opens its tab; an
 * authentication type shows only the tabs its kind has; axe-clean, colour contrast included, in
 * the light and the dark theme.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  browserPerFile,
  expectAxeClean,
  expectNoContractViolations,
  screenshot,
  signIn,
  stopAfterFirstFailure,
  url,
  visible,
  type Session,
} from './harness';

interface Item {
  id: string;
  username?: string;
  title?: string;
  type?: string;
}

let session: Session;
let page: Page;
let member: Item;
const types: Record<string, Item> = {};

browserPerFile(async (started) => {
  session = started;
  page = started.page;
});
stopAfterFirstFailure(() => page, 'record-pages', /CSP|contract/);

/** Seeded records through the API (as the administrator): a user other than the administrator, a type of each kind. */
async function seeded(): Promise<void> {
  const headers = { 'Content-Type': 'application/json', 'X-DEVICE': 'e2e-record-pages', 'X-APP': 'console' };
  const signedIn = await fetch(url('/api/v1/internal-auth/token-create'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  const list = async (path: string) => {
    const answer = await fetch(url(`/api/v1${path}?page=1&page_size=100`), {
      headers: { ...headers, Authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { items: Item[] }).items;
  };
  // A user with sessions, so the Sessions tab shows rows (react-admin's empty-list notice is another screen's matter).
  for (const user of (await list('/user')).slice(1))
    if ((await list(`/user/${user.id}/sessions`)).length > 0) {
      member = user;
      break;
    }
  for (const type of await list('/auth-type')) types[type.type!] ??= type;
}

const tablist = (name: string) => page.getByRole('tablist', { name, exact: true });
const selectedTab = () => page.getByRole('tab', { selected: true });
const tabNames = (name: string) => tablist(name).getByRole('tab').allTextContents();
const isFocused = (name: string) =>
  page.getByRole('tab', { name, exact: true }).evaluate((element) => element === document.activeElement);

/** Whether the page's background is dark (the sum of its red, green and blue below half of white's). */
const darkPage = () =>
  page.evaluate(() => {
    const channels = getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? [];
    return channels.slice(0, 3).reduce((sum, channel) => sum + Number(channel), 0) < 383;
  });

/** The record page of `name` showing `tab`: one h1 (the name), that tab selected, the breadcrumb ending with it. */
async function expectRecordPage(name: string, tab: string, at: string): Promise<void> {
  await page.waitForURL(`**${at}`);
  await visible(page.getByRole('heading', { level: 1, name, exact: true }));
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  await expect.poll(() => selectedTab().textContent()).toBe(tab);
  await visible(page.getByRole('tabpanel', { name: tab, exact: true }));
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  expect(await breadcrumb.count()).toBe(1);
  await visible(breadcrumb.getByRole('link', { name, exact: true }));
}

describe('record pages', () => {
  it("a row of the users list opens the user's record page on its Details tab", async () => {
    await seeded();
    await page.goto(url('/'));
    await signIn(page);
    await page.goto(url('/user'));
    await visible(page.getByRole('heading', { level: 1, name: 'Users', exact: true }));
    await page.locator('tbody tr').filter({ hasText: member.username! }).first().click();
    await expectRecordPage(member.username!, 'Details', `/user/update/${member.id}`);
    expect(await tabNames(member.username!)).toEqual(['Details', 'Profiles', 'Credentials', 'Sessions', 'Activity']);
    await visible(page.getByRole('button', { name: 'Save' }));
  });

  it('moves between tabs with the arrow keys, opens one with Enter; Back returns to the tab before', async () => {
    const name = member.username!;
    await page.getByRole('tab', { name: 'Details', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused('Sessions')).toBe(true);
    // Moving the focus opens nothing.
    expect(new URL(page.url()).pathname).toBe(`/user/update/${member.id}`);
    await page.keyboard.press('Enter');
    await expectRecordPage(name, 'Sessions', `/user/session/${member.id}`);
    await expect.poll(() => isFocused('Sessions')).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expectRecordPage(name, 'Profiles', `/user/profile/${member.id}`);
    await page.goBack();
    await expectRecordPage(name, 'Sessions', `/user/session/${member.id}`);
    await page.getByRole('tab', { name: 'Activity', exact: true }).click();
    await expectRecordPage(name, 'Activity', `/user/activity/${member.id}`);
  });

  it("an authentication type's page shows the tabs its kind has; a deep link opens its tab", async () => {
    const social = types.social!;
    await page.goto(url(`/auth-type/social-links/${social.id}`));
    await expectRecordPage(social.title!, 'Social links', `/auth-type/social-links/${social.id}`);
    expect(await tabNames(social.title!)).toEqual(['Settings', 'Credentials', 'Social links', 'Hooks', 'History']);
    await visible(page.getByRole('table', { name: 'Social links' }));
    const basic = types.basic!;
    await page.goto(url(`/auth-type/hook/${basic.id}`));
    await expectRecordPage(basic.title!, 'Hooks', `/auth-type/hook/${basic.id}`);
    expect(await tabNames(basic.title!)).toEqual(['Settings', 'Password settings', 'Hooks', 'History']);
    // A tab the kind does not have leads back to the list.
    await page.goto(url(`/auth-type/social-links/${basic.id}`));
    await page.waitForURL('**/auth-type');
    await visible(page.getByRole('heading', { level: 1, name: 'Authentication types', exact: true }));
  });

  it('is axe-clean, colour contrast included, in the light and the dark theme', async () => {
    const jwt = types.jwt!;
    for (const theme of ['light', 'dark'] as const) {
      await page.goto(url(`/auth-type/credentials/${jwt.id}`));
      await expectRecordPage(jwt.title!, 'Credentials', `/auth-type/credentials/${jwt.id}`);
      if (theme === 'dark') await page.getByRole('button', { name: /Toggle light\/dark mode/ }).click();
      await expectAxeClean(page);
      await screenshot(page, `record-page-auth-type-${theme}`);
      await page.getByRole('tab', { name: 'Settings', exact: true }).click();
      await expectRecordPage(jwt.title!, 'Settings', `/auth-type/update/${jwt.id}`);
      await expectAxeClean(page);
      await page.goto(url(`/user/session/${member.id}`));
      await expectRecordPage(member.username!, 'Sessions', `/user/session/${member.id}`);
      // The theme chosen holds across the reload: a dark page in the dark theme.
      expect(await darkPage()).toBe(theme === 'dark');
      await expectAxeClean(page);
      await screenshot(page, `record-page-user-${theme}`);
    }
    await page.getByRole('button', { name: /Toggle light\/dark mode/ }).click();
  });

  it('no CSP violation, page error or contract violation', async () => {
    session.expectNoCspViolationsOrPageErrors();
    await expectNoContractViolations();
  });
});
