/**
 * Undo in the browser (issue 15 item 4): a saved edit shows "Element updated" with Undo and sends
 * nothing; Undo, reached with the keyboard, keeps the record as it was after a reload; without Undo
 * the PUT goes once the notification's window has ended. A row delete takes the row away at once
 * and its DELETE goes after the window: the row stays gone after a reload. Closing the tab while a
 * change waits asks first. The notification with Undo is axe-clean, colour contrast included, in
 * the light and the dark theme.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import {
  browserPerFile,
  expectAxeClean,
  expectNoContractViolations,
  field,
  screenshot,
  signIn,
  stopAfterFirstFailure,
  url,
  visible,
  type Session,
} from './harness';

let session: Session;
let page: Page;
/** The writes to permissions the page has sent, as "METHOD /path". */
const writes: string[] = [];
const stamp = Date.now().toString(36);
const original = `Undo e2e ${stamp}`;
let editPath = '';

function recordWrites(on: Page) {
  on.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (/^(PUT|DELETE)$/.test(request.method()) && path.startsWith('/api/v1/permission'))
      writes.push(`${request.method()} ${path}`);
  });
}

browserPerFile(async (started) => {
  session = started;
  page = started.page;
  recordWrites(page);
});
stopAfterFirstFailure(() => page, 'undo', /CSP|contract/);

const titleField = () => field(page, 'Title');
const undoAlert = () => page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Undo' }) });

/** Switches the theme with the app bar's button; the page's colour scheme tells when it is on. */
async function toggleTheme(to: 'light' | 'dark') {
  await page.getByRole('button', { name: /Toggle light\/dark mode/ }).click();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(to);
}

/** On the edit form: types `title`, saves, and waits for the notification offering Undo. */
async function saveTitle(title: string) {
  await page.goto(url(editPath));
  await expect.poll(() => titleField().inputValue()).not.toBe('');
  await titleField().fill(title);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await visible(undoAlert());
  await expect.poll(() => undoAlert().textContent()).toContain('Element updated');
}

describe('undo', () => {
  it('creates a permission to work on (created at once: there is nothing to undo)', async () => {
    await page.goto(url('/'));
    await signIn(page);
    await page.goto(url('/permission/create'));
    await field(page, 'Title').fill(original);
    await field(page, 'Code').fill(`undo_e2e_${stamp}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL('**/permission');
    await page.locator('tbody tr').filter({ hasText: original }).first().click();
    await page.waitForURL('**/permission/update/*');
    editPath = new URL(page.url()).pathname;
  });

  it('Undo, reached with the keyboard, sends nothing: after a reload the title is unchanged', async () => {
    await saveTitle(`${original} changed`);
    expect(writes).toEqual([]);
    await expectAxeClean(page);
    await screenshot(page, 'undo-notification-light');
    // From the Save button, Tab reaches Undo; Enter presses it.
    const undo = undoAlert().getByRole('button', { name: 'Undo' });
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    for (let i = 0; i < 30 && !(await undo.evaluate((element) => element === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await undoAlert().waitFor({ state: 'detached' });
    await page.waitForTimeout(5_000);
    expect(writes).toEqual([]);
    await page.reload();
    await expect.poll(() => titleField().inputValue()).toBe(original);
  });

  it('without Undo the PUT goes only after the window, then the list shows the change (dark theme)', async () => {
    await page.goto(url('/permission'));
    await toggleTheme('dark');
    const changed = `${original} kept`;
    await saveTitle(changed);
    await expectAxeClean(page);
    await screenshot(page, 'undo-notification-dark');
    await page.waitForTimeout(2_000);
    expect(writes).toEqual([]);
    await page.waitForURL('**/permission', { timeout: 10_000 });
    expect(writes).toEqual([`PUT /api/v1${editPath.replace('/update', '')}`]);
    await page.reload();
    await visible(page.locator('tbody tr').filter({ hasText: changed }));
    await toggleTheme('light');
  });

  it('closing the tab while an edit waits asks first; staying, the PUT still goes', async () => {
    const tab = await session.context.newPage();
    recordWrites(tab);
    await tab.goto(url(editPath));
    await expect.poll(() => field(tab, 'Title').inputValue()).not.toBe('');
    await field(tab, 'Title').fill(`${original} closing`);
    await tab.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(tab.getByRole('button', { name: 'Undo' }));
    const asked = new Promise<string>((resolve) =>
      tab.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await tab.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(tab.isClosed()).toBe(false);
    await expect.poll(() => writes.length, { timeout: 10_000 }).toBe(2);
    await tab.waitForURL('**/permission');
    await tab.close();
  });

  it('a deleted row leaves the list at once; its DELETE goes after the window and it stays gone', async () => {
    await page.goto(url('/permission'));
    const row = page.locator('tbody tr').filter({ hasText: original });
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('You can undo it for a few seconds afterwards.', { exact: false }));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await row.waitFor({ state: 'detached' });
    await visible(undoAlert());
    expect(writes.filter((write) => write.startsWith('DELETE'))).toEqual([]);
    await expect.poll(() => writes.filter((write) => write.startsWith('DELETE')).length, { timeout: 10_000 }).toBe(1);
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Permissions', exact: true }));
    await visible(page.locator('tbody tr').first());
    expect(await row.count()).toBe(0);
  });

  it('no CSP violation, page error or contract violation', async () => {
    session.expectNoCspViolationsOrPageErrors();
    await expectNoContractViolations();
  });
});
