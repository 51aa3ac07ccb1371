/**
 * A forced sign-out never loses typed work, in the browser: an edit saved with Undo, then the
 * simulator's clock moved past the refresh token's lifetime through the control API. When the undo
 * window ends the PUT meets a 401 and the refresh a 401: the console signs out, keeps the change
 * in the pending-change store, and the sign-in comes back to the same form and offers the change
 * back; Save now sends it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
} from './harness';

let page: Page;
let editPath = '';
const stamp = Date.now().toString(36);
const original = `Sign-out e2e ${stamp}`;
const typed = `Typed before the sign-out ${stamp}`;
/** Past the refresh token's lifetime (24 h for the seeded administrator's sign-in). */
const PAST_REFRESH_MS = 25 * 60 * 60 * 1000;

browserPerFile(async (started) => {
  page = started.page;
});
stopAfterFirstFailure(() => page, 'signOut', /contract/);

const pendingChanges = () =>
  page.evaluate(() => JSON.parse(localStorage.getItem('identity-console.pendingChanges') ?? '[]') as unknown[]);

describe('a forced sign-out while a change waits', () => {
  it('creates a permission and opens it to edit', async () => {
    await page.goto(url('/'));
    await signIn(page);
    await page.goto(url('/permission/create'));
    await field(page, 'Title').fill(original);
    await field(page, 'Code').fill(`sign_out_e2e_${stamp}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL('**/permission');
    await page.locator('tbody tr').filter({ hasText: original }).first().getByText(original, { exact: true }).click();
    await page.waitForURL('**/permission/update/*');
    editPath = new URL(page.url()).pathname;
    await expect.poll(() => field(page, 'Title').inputValue()).not.toBe('');
  });

  it('saved, then the refresh lifetime passes: signed out when the window ends, the change kept', async () => {
    await field(page, 'Title').fill(typed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByRole('alert').filter({ hasText: `Permission '${typed}' updated` }));
    await control.advanceClock(PAST_REFRESH_MS);
    await visible(page.getByRole('heading', { name: 'Sign in', exact: true }), 20_000);
    expect(await pendingChanges()).toHaveLength(1);
    const { items } = (await control.requests()) as { items: Array<{ method: string; path: string }> };
    expect(items.filter((request) => request.method === 'PUT' && request.path.startsWith('/permission/'))).toHaveLength(
      1,
    );
    await screenshot(page, 'signOut-sign-in');
  });

  it('signed in again: back on the same form, the change offered back, and Save now saves it', async () => {
    await signIn(page, undefined, { expectSuccess: false });
    const dialog = page.getByRole('dialog', { name: '1 change was not saved' });
    await visible(dialog, 30_000);
    expect(new URL(page.url()).pathname).toBe(editPath);
    expect(await dialog.textContent()).toContain(`Permission “${original}”: Title`);
    expect(await dialog.textContent()).toContain('You were signed out before this change could be saved.');
    await expectAxeClean(page);
    await screenshot(page, 'signOut-offered-back');
    await dialog.getByRole('button', { name: 'Save now' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await pendingChanges()).toEqual([]);
    await page.reload();
    await expect.poll(() => field(page, 'Title').inputValue(), { timeout: 15_000 }).toBe(typed);
  });

  it('sent nothing outside the contract', async () => {
    await expectNoContractViolations();
  });
});
