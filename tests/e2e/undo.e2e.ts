/**
 * Undo in the browser: a saved edit shows "Permission '<title>' updated" with Undo and sends
 * nothing; Undo, reached with the keyboard, keeps the record as it was after a reload; without Undo
 * the PUT goes once the notification's window has ended. A row delete takes the row away at once
 * and its DELETE goes after the window: the row stays gone after a reload. Leaving the page while a
 * change waits (a reload a second after Save or a confirmed delete, closing the tab) sends it at
 * once, without asking; after Undo, a reload sends nothing. The notification with Undo is
 * axe-clean, colour contrast included, in the light and the dark theme.
 */
import { describe, expect, it } from 'vitest';
import type { Dialog, Page, Request } from 'playwright-core';
import {
  browserPerFile,
  control,
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

/** The writes to permissions the API has received (a request sent as the page unloads escapes the page's events). */
async function receivedWrites(): Promise<string[]> {
  const { items } = (await control.requests()) as {
    items: Array<{ method: string; path: string; keepalive?: boolean }>;
  };
  return items
    .filter((request) => /^(PUT|DELETE)$/.test(request.method) && request.path.startsWith('/permission'))
    .map((request) => `${request.method} /api/v1${request.path}`);
}

browserPerFile(async (started) => {
  session = started;
  page = started.page;
  recordWrites(page);
});
stopAfterFirstFailure(() => page, 'undo', /CSP|contract/);

const titleField = () => field(page, 'Title');

/** Opens the edit form afresh and reads the title the API has now. */
async function titleAfterReload(): Promise<string> {
  await page.goto(url(editPath));
  await expect.poll(() => titleField().inputValue()).not.toBe('');
  return titleField().inputValue();
}
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
  await expect.poll(() => undoAlert().textContent()).toContain(`Permission '${title}' updated`);
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
    await page.locator('tbody tr').filter({ hasText: original }).first().getByText(original, { exact: true }).click();
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

  it('a rename saved and reloaded a second later is kept: sent on the way out, no prompt', async () => {
    const renamed = `${original} reloaded`;
    const before = (await receivedWrites()).length;
    const asked: string[] = [];
    const onDialog = (dialog: Dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    };
    page.on('dialog', onDialog);
    await saveTitle(renamed);
    await page.waitForTimeout(1_000);
    expect((await receivedWrites()).slice(before)).toEqual([]);
    await page.reload();
    page.off('dialog', onDialog);
    expect(asked).toEqual([]);
    await expect
      .poll(async () => (await receivedWrites()).slice(before))
      .toEqual([`PUT /api/v1${editPath.replace('/update', '')}`]);
    await expect.poll(() => titleField().inputValue()).toBe(renamed);
    await page.goto(url('/permission'));
    await visible(page.locator('tbody tr').filter({ hasText: renamed }));
    // The undo window of the page that was left ends with nothing more to send.
    await page.waitForTimeout(4_000);
    expect((await receivedWrites()).slice(before)).toHaveLength(1);
  });

  it('Undo, then a reload at once: nothing was sent', async () => {
    const before = (await receivedWrites()).length;
    const title = await titleAfterReload();
    await saveTitle(`${title} undone`);
    await undoAlert().getByRole('button', { name: 'Undo' }).click();
    await undoAlert().waitFor({ state: 'detached' });
    await page.reload();
    await expect.poll(() => titleField().inputValue()).toBe(title);
    expect((await receivedWrites()).slice(before)).toEqual([]);
  });

  it('closing the tab while an edit waits sends it without asking', async () => {
    const tab = await session.context.newPage();
    const before = (await receivedWrites()).length;
    const asked: string[] = [];
    tab.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await tab.goto(url(editPath));
    await expect.poll(() => field(tab, 'Title').inputValue()).not.toBe('');
    await field(tab, 'Title').fill(original);
    await tab.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(tab.getByRole('button', { name: 'Undo' }));
    await tab.close({ runBeforeUnload: true });
    expect(asked).toEqual([]);
    await expect.poll(async () => (await receivedWrites()).slice(before)).toHaveLength(1);
    await page.goto(url(editPath));
    await expect.poll(() => titleField().inputValue()).toBe(original);
  });

  it('a deleted row leaves the list at once; reloaded a second later, its DELETE is sent and it stays gone', async () => {
    await page.goto(url('/permission'));
    const row = page.locator('tbody tr').filter({ hasText: original });
    await row.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText('You can undo it for a few seconds afterwards.', { exact: false }));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    await visible(undoAlert());
    expect(writes.filter((write) => write.startsWith('DELETE'))).toEqual([]);
    // Reloaded a second later, inside the undo window: the DELETE goes on the way out.
    await page.waitForTimeout(1_000);
    await page.reload();
    await expect
      .poll(async () => (await receivedWrites()).filter((write) => write.startsWith('DELETE')))
      .toEqual([`DELETE /api/v1${editPath.replace('/update', '')}`]);
    await visible(page.getByRole('heading', { level: 1, name: 'Permissions', exact: true }));
    await visible(page.locator('tbody tr').first());
    expect(await row.count()).toBe(0);
  });

  it('no CSP violation, page error or contract violation', async () => {
    session.expectNoCspViolationsOrPageErrors();
    await expectNoContractViolations();
  });
});
