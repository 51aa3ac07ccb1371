/**
 * Leaving a form with typed changes asks first in the browser: a menu link and the back button
 * show "Leave without saving?" (Stay keeps the typed value), closing the tab shows the browser's
 * own question; once saved, leaving asks nothing. The question is axe-clean. The guest sign-up
 * form asks the same way.
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

/** Closes the tab as its close button does: the type of the dialog the browser showed first (then closes it anyway). */
async function closingAsks(tab: Page): Promise<string> {
  const asked = new Promise<string>((resolve) =>
    tab.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await tab.close({ runBeforeUnload: true });
  const type = await asked;
  await tab.close();
  return type;
}

describe('unsaved changes', () => {
  it('the guest sign-up asks too: its sign-in link, and closing the tab', async () => {
    await page.goto(url('/sign-up'));
    await field(page, 'E-mail address').pressSequentially('owner@typed.test');
    const signInLink = page.getByRole('link', { name: 'Already have an account? Sign in' });
    await signInLink.click();
    await visible(leaveDialog());
    await expectAxeClean(page);
    await leaveDialog().getByRole('button', { name: 'Stay' }).click();
    await leaveDialog().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/sign-up');
    expect(await field(page, 'E-mail address').inputValue()).toBe('owner@typed.test');

    const tab = await session.context.newPage();
    await tab.goto(url('/sign-up'));
    await field(tab, 'E-mail address').pressSequentially('owner@closing.test');
    expect(await closingAsks(tab)).toBe('beforeunload');

    await signInLink.click();
    await leaveDialog().getByRole('button', { name: 'Leave' }).click();
    await visible(page.getByRole('heading', { name: 'Sign in', exact: true }));
  });

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
    expect(await closingAsks(tab)).toBe('beforeunload');
  });

  it('no CSP violation, page error or contract violation', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});
