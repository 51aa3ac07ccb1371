/**
 * Leaving a form with typed changes asks first in the browser: a menu link and the back button
 * show "Leave without saving?" (Stay keeps the typed value), closing the tab shows the browser's
 * own question; once saved, leaving asks nothing. The question is axe-clean.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  browserPerFile,
  expectAxeClean,
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

browserPerFile(async (started) => {
  session = started;
  page = started.page;
});
stopAfterFirstFailure(() => page, 'unsaved', /CSP|contract/);

const leaveDialog = () => page.getByRole('dialog', { name: 'Leave without saving?' });

/** Opens the first permission's edit form and types into its title. */
async function typeIntoTitle(on: Page, text: string) {
  await on.goto(url('/permission'));
  await on.locator('tbody tr').first().click();
  await on.waitForURL('**/permission/update/*');
  await expect.poll(() => field(on, 'Title').inputValue()).not.toBe('');
  await field(on, 'Title').press('End');
  await field(on, 'Title').pressSequentially(text);
}

describe('unsaved changes', () => {
  it('a menu link asks; Stay keeps what was typed; Leave goes', async () => {
    await page.goto(url('/'));
    await signIn(page);
    await typeIntoTitle(page, ' typed');
    const typed = await field(page, 'Title').inputValue();
    await page.getByRole('menuitem', { name: 'Projects' }).click();
    await visible(leaveDialog());
    await expectAxeClean(page);
    await screenshot(page, 'unsaved-leave-dialog');
    await leaveDialog().getByRole('button', { name: 'Stay' }).click();
    await leaveDialog().waitFor({ state: 'detached' });
    expect(await field(page, 'Title').inputValue()).toBe(typed);
    await page.getByRole('menuitem', { name: 'Projects' }).click();
    await leaveDialog().getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/project');
  });

  it("the browser's back button asks too", async () => {
    await typeIntoTitle(page, ' typed');
    const form = page.url();
    await page.goBack();
    await visible(leaveDialog());
    await leaveDialog().getByRole('button', { name: 'Stay' }).click();
    expect(page.url()).toBe(form);
    await page.goBack();
    await leaveDialog().getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/permission');
  });

  it("closing the tab with typed changes shows the browser's question", async () => {
    const tab = await session.context.newPage();
    await typeIntoTitle(tab, ' closing');
    const asked = new Promise<string>((resolve) =>
      tab.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await tab.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    await tab.close();
  });

  it('no CSP violation, page error or contract violation', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});
