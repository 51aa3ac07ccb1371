/**
 * The command palette and the keyboard shortcuts in the browser: the palette's chunk stays off the
 * sign-in page and is fetched when the signed-in console is first idle; Ctrl+K shows it, a user is
 * found by the lists' search and opened; axe-clean (colour contrast included) in both themes, with
 * the shortcut list too; `/`, `g` then a letter, and no shortcut while typing in a field.
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

let session: Session;
let page: Page;
const scripts: string[] = [];
// The palette's own chunk (build/pageChunks.ts puts what it shares with the pages elsewhere).
const paletteChunk = /\/assets\/page-palette-[^/]*\.js$/;

browserPerFile(async (started) => {
  session = started;
  page = started.page;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
});
stopAfterFirstFailure(() => page, 'palette', /CSP|contract/);

/** A user of the seeded organization other than the administrator, through the API. */
async function someUser(): Promise<{ id: string; username: string }> {
  const headers = { 'Content-Type': 'application/json', 'X-DEVICE': 'e2e-palette', 'X-APP': 'console' };
  const signedIn = await fetch(url('/api/v1/internal-auth/token-create'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
  });
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  const answer = await fetch(url('/api/v1/user?page=1&page_size=10'), {
    headers: { ...headers, Authorization: `Bearer ${token}` },
  });
  const { items } = (await answer.json()) as { items: { id: string; username: string }[] };
  return items.find((item) => item.username !== 'admin')!;
}

async function openPalette() {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await visible(dialog);
  const input = dialog.getByRole('combobox', { name: 'Search screens, records and actions' });
  await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
  return { dialog, input };
}

describe('command palette and shortcuts', () => {
  it('the sign-in page does not load the palette; the signed-in console fetches it when idle', async () => {
    await page.goto(url('/'));
    await visible(page.getByRole('heading', { name: 'Sign in', exact: true }), 30_000);
    expect(scripts.filter((script) => paletteChunk.test(script))).toEqual([]);
    await signIn(page);
    await expect.poll(() => scripts.some((script) => paletteChunk.test(script)), { timeout: 15_000 }).toBe(true);
  });

  it('Ctrl+K shows the palette; a user found by the search opens its edit page', async () => {
    const target = await someUser();
    const { dialog, input } = await openPalette();
    await input.pressSequentially(target.username, { delay: 30 });
    const option = dialog.getByRole('group', { name: 'Users' }).getByRole('option', { name: target.username });
    await visible(option);
    await screenshot(page, 'palette-results-light');
    // Point at it with the arrows, as a keyboard user does, then Enter.
    for (let step = 0; step < 50; step++) {
      if ((await option.getAttribute('aria-selected')) === 'true') break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/user/update/${target.id}`);
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('is axe-clean in the light and the dark theme, with results and with the shortcut list', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { dialog, input } = await openPalette();
      await input.fill('us');
      await visible(dialog.getByRole('group', { name: 'Users' }));
      await expectAxeClean(page);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await page.keyboard.press('?');
      await visible(page.getByRole('dialog', { name: 'Keyboard shortcuts' }));
      await expectAxeClean(page);
      await screenshot(page, `palette-shortcuts-${theme}`);
      await page.keyboard.press('Escape');
      if (theme === 'light') {
        const again = await openPalette();
        await again.input.fill('dark theme');
        await visible(again.dialog.getByRole('option', { name: 'Dark theme' }));
        await page.keyboard.press('Enter');
      }
    }
  });

  it('/ focuses the list search, g then a letter goes to a section, not while typing in a field', async () => {
    await page.keyboard.press('g');
    await page.keyboard.press('u');
    await visible(page.getByRole('heading', { level: 1, name: 'Users', exact: true }));
    const search = page.getByRole('textbox', { name: 'Search', exact: true });
    await visible(search);
    await page.keyboard.press('/');
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('gp?');
    await expect.poll(() => search.inputValue()).toBe('gp?');
    expect(new URL(page.url()).pathname).toBe('/user');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await search.fill('');
    await page.getByRole('heading', { level: 1, name: 'Users', exact: true }).click();
    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await visible(page.getByRole('heading', { level: 1, name: 'Projects', exact: true }));
  });

  it('on a 390 px wide phone the app bar opens it and it fits the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // A fresh visit on the phone: resized in place, react-admin's sidebar drawer stays mounted as an
    // invisible modal over the page after it closes (a shell matter, not the palette's).
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Projects', exact: true }));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Command palette' });
    await visible(dialog);
    await dialog.getByRole('combobox').fill('perm');
    await visible(dialog.getByRole('option', { name: 'Permissions', exact: true }));
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'palette-phone');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/permission');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('no CSP violation, page error or contract violation', async () => {
    session.expectNoCspViolationsOrPageErrors();
    await expectNoContractViolations();
  });
});
