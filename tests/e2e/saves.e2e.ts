/**
 * "Saved" means saved (docs/decisions/0019). An authentication type of each kind, edited in the
 * browser, shows the new value when reopened. Two pages on one record: the later save meets the
 * conflict dialog, which names the field saved elsewhere and keeps what was typed; "Keep mine" and
 * Save then store it over the other page's save. The dialog is axe-clean.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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

browserPerFile(async (started) => {
  session = started;
  page = started.page;
  await page.goto(url('/'));
  await signIn(page);
});
stopAfterFirstFailure(() => page, 'saves', /contract/);

/** Opens an edit form and waits until it shows the record. */
async function openEdit(on: Page, path: string, label: string) {
  await on.goto(url(path));
  await expect.poll(() => field(on, label).inputValue(), { timeout: 15_000 }).not.toBe('');
}

/** Saves the form and waits for the PUT to be answered (after the undo window) and the list. */
async function saveAndWait(on: Page, listPath: string) {
  const answered = on.waitForResponse((r) => r.request().method() === 'PUT', { timeout: 20_000 });
  await on.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await answered).status()).toBe(200);
  await on.waitForURL((u) => u.pathname === listPath, { timeout: 15_000 });
}

describe('an authentication type of each kind, edited and reopened', () => {
  // The seed's types (simulator/seed.ts): jwt 1, basic 2, key 3, social 4.
  const edits = [
    { id: '1', kind: 'jwt', label: 'Access token lifetime (min)', value: '33' },
    { id: '2', kind: 'basic', label: 'Header', value: 'X-Basic-Edited' },
    { id: '3', kind: 'key', label: 'Header name', value: 'X-Key-Edited' },
    { id: '4', kind: 'social', label: 'Redirect URI', value: 'https://app.example.test/edited-callback' },
  ];
  for (const { id, kind, label, value } of edits)
    it(`${kind}: ${label}`, async () => {
      const editPath = `/auth-type/update/${id}`;
      await openEdit(page, editPath, 'Title');
      await field(page, label).fill(value);
      await saveAndWait(page, '/auth-type');
      await openEdit(page, editPath, 'Title');
      await expect.poll(() => field(page, label).inputValue()).toBe(value);
    });
});

describe('two pages on one record', () => {
  it('the later save meets the conflict dialog; mine, chosen field by field, is stored over the other', async () => {
    const other = await session.context.newPage();
    try {
      await openEdit(page, '/project/update/1', 'Name');
      await openEdit(other, '/project/update/1', 'Name');
      await field(other, 'Name').fill('Saved in the other page');
      await field(other, 'Alias').fill('other-page');
      await saveAndWait(other, '/project');

      await page.bringToFront();
      await field(page, 'Name').fill('Saved in this page');
      const refused = page.waitForResponse((r) => r.request().method() === 'PUT', { timeout: 20_000 });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await refused).status()).toBe(412);
      const dialog = page.getByRole('dialog', { name: 'Changed by someone else' });
      await visible(dialog);
      await expect
        .poll(() => dialog.getByRole('row').filter({ hasText: 'Name' }).first().innerText())
        .toMatch(/Saved in the other page[\s\S]*Saved in this page/);
      await expect
        .poll(() => dialog.getByRole('row').filter({ hasText: 'Alias' }).first().innerText())
        .toMatch(/other-page[\s\S]*not changed by you/);
      await screenshot(page, 'saves-conflict-dialog');
      await dialog.getByRole('button', { name: 'Choose field by field' }).click();
      await screenshot(page, 'saves-conflict-field-by-field');
      await expectAxeClean(page, '[role="dialog"]');
      await expectAxeClean(page, '[role="dialog"]');
      // Field by field, as offered: mine where this page changed a field, theirs elsewhere.
      await dialog.getByRole('button', { name: 'Apply choices' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => field(page, 'Alias').inputValue()).toBe('other-page');
      expect(await field(page, 'Name').inputValue()).toBe('Saved in this page');
      await saveAndWait(page, '/project');
      await openEdit(page, '/project/update/1', 'Name');
      expect(await field(page, 'Name').inputValue()).toBe('Saved in this page');
      expect(await field(page, 'Alias').inputValue()).toBe('other-page');
    } finally {
      await other.close();
    }
    await expectNoContractViolations();
  });
});
