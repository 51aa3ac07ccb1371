/**
 * Saved views in the browser: a list's search and hidden columns saved under a name, restored
 * from the menu after a change, and by the view's link in a new visit (copied from the manage
 * dialog); axe-clean (colour contrast included) in both themes with the menu and the dialogs open.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
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

browserPerFile(async (started) => {
  session = started;
  page = started.page;
  await started.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('/') });
});
stopAfterFirstFailure(() => page, 'saved-views', /CSP|contract/);

const search = () => page.getByRole('textbox', { name: 'Search', exact: true });
const noteHeader = () => page.locator('thead th').filter({ hasText: /^Name$/ });
const usersHeading = () => page.getByRole('heading', { level: 1, name: 'Users', exact: true });

async function toggleNote() {
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  await page.getByRole('list', { name: 'Columns' }).getByRole('switch', { name: 'Name', exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The open menu, axe-checked on its own: MUI portals a menu outside the page's landmarks (every MUI menu is). */
const menuAxeClean = () => expectAxeClean(page, '#saved-views-menu', { disableRules: ['region'] });

describe('saved views', () => {
  it('saves the search and hidden columns of the users list under a name', async () => {
    await page.goto(url('/'));
    await signIn(page);
    await page.goto(url('/user'));
    await visible(usersHeading(), 30_000);
    await visible(noteHeader());
    // The column chooser's search (drawn when it opens) narrows its switches to the matching column.
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    await page.getByPlaceholder('Search columns').fill('not');
    await expect.poll(() => page.getByRole('list', { name: 'Columns' }).getByRole('switch').count()).toBe(1);
    await page.keyboard.press('Escape');
    await toggleNote();
    await expect.poll(() => noteHeader().count()).toBe(0);
    await search().fill('admin');
    await page.waitForResponse((r) => r.url().includes('/api/v1/user?') && r.url().includes('search=admin'));
    await page.getByRole('button', { name: 'Views', exact: true }).click();
    await visible(page.getByRole('menuitem', { name: 'Save current view…' }));
    await menuAxeClean();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the current view' });
    await visible(dialog);
    await expectAxeClean(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Admins');
    await page.keyboard.press('Enter');
    await visible(page.getByText('View “Admins” saved'));
    await visible(page.getByRole('button', { name: 'View: Admins' }));
    await screenshot(page, 'saved-views-saved');
  });

  it('the menu brings the view back after the list changed', async () => {
    await search().fill('');
    await toggleNote();
    await visible(noteHeader());
    await visible(page.getByRole('button', { name: 'Views', exact: true }));
    await page.getByRole('button', { name: 'Views', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Admins' }).click();
    await expect.poll(() => search().inputValue()).toBe('admin');
    await expect.poll(() => noteHeader().count()).toBe(0);
  });

  it('a view chosen while the search box is still sending its change keeps its own search', async ({ skip }) => {
    // react-admin's search box sends a change once typing has paused for 500 ms: the view must be
    // chosen inside that pause. On a busy machine the clicks can take longer; then the attempt is
    // made again, up to three times (each must end with the view's search). When none was quick
    // enough, the race was not run: the test says so as skipped rather than failing on the machine.
    let quickest = Infinity;
    for (let attempt = 0; attempt < 3 && quickest >= 500; attempt += 1) {
      await expect.poll(() => search().inputValue()).toBe('admin');
      const started = Date.now();
      await search().fill('');
      await page.getByRole('button', { name: /^View/ }).click();
      await page.getByRole('menuitem', { name: 'Admins' }).click();
      quickest = Math.min(quickest, Date.now() - started);
      await page.waitForTimeout(1200);
      expect(await search().inputValue()).toBe('admin');
    }
    await visible(page.getByRole('button', { name: 'View: Admins' }));
    if (quickest >= 500) skip(`no attempt chose the view within the search box's 500 ms (quickest ${quickest} ms)`);
  });

  it("the view's link opens it in a new visit; the manage dialog is axe-clean in both themes", async () => {
    await page.getByRole('button', { name: 'View: Admins' }).click();
    await page.getByRole('menuitem', { name: 'Manage views…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved views' });
    await visible(dialog);
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Copy the link to “Admins”' }).click();
    await visible(page.getByText('Link to “Admins” copied'));
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname).toBe('/user');
    expect(new URL(link).searchParams.get('view')).toBeTruthy();
    await page.keyboard.press('Escape');

    // Dark theme, the list reset, then the link.
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await search().fill('');
    await toggleNote();
    await visible(noteHeader());
    await page.goto(url('/project'));
    await visible(page.getByRole('heading', { level: 1, name: 'Projects', exact: true }), 30_000);
    await page.goto(link);
    await visible(usersHeading(), 30_000);
    await expect.poll(() => search().inputValue(), { timeout: 15_000 }).toBe('admin');
    await expect.poll(() => noteHeader().count()).toBe(0);
    await visible(page.getByRole('button', { name: 'View: Admins' }));
    expect(new URL(page.url()).searchParams.get('view')).toBeNull();
    await page.getByRole('button', { name: 'View: Admins' }).click();
    await visible(page.getByRole('menuitem', { name: 'Manage views…' }));
    await menuAxeClean();
    await page.getByRole('menuitem', { name: 'Manage views…' }).click();
    await visible(page.getByRole('dialog', { name: 'Saved views' }));
    await expectAxeClean(page);
    await screenshot(page, 'saved-views-manage-dark');
  });

  it('no CSP violation, page error or contract violation', async () => {
    session.expectNoCspViolationsOrPageErrors();
    await expectNoContractViolations();
  });
});
