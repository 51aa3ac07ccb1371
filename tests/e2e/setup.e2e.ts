/**
 * The organization's setup as a file, in Chromium: export it, then delete a project, change an
 * authentication type's password settings and remove a hook in the console, then apply the
 * exported file — the plan lists exactly those three, and afterwards the screens show the export.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  browserPerFile,
  control,
  expectAxeClean,
  field,
  signIn,
  stopAfterFirstFailure,
  url,
  visible,
} from './harness';
import { routeIds, type RouteIds } from './routeCatalog';

let page: Page;
browserPerFile(async (started) => {
  page = started.page;
});

/** Waits until the undo window of the last change has closed and its request reached the simulator. */
/**
 * Resolves once the page has the API's answer to a `method` call whose path (under the API base)
 * matches and has let go of the change: leaving the page before would keep it as not saved (and
 * offer it again on the next page).
 */
async function answered(method: string, path: RegExp) {
  await page.waitForResponse(
    (response) =>
      response.request().method() === method && path.test(new URL(response.url()).pathname.replace(/^\/api\/v1/, '')),
    { timeout: 30_000 },
  );
  await page.waitForFunction(
    () => (JSON.parse(localStorage.getItem('identity-console.pendingChanges') ?? '[]') as unknown[]).length === 0,
    null,
    { timeout: 15_000 },
  );
}

describe('setup export, plan and apply', () => {
  stopAfterFirstFailure(() => page, 'setup');
  let ids: RouteIds;
  let exported = '';

  it('exports the setup after a project was added', async () => {
    await control.reset();
    ids = await routeIds();
    await page.goto(url('/'));
    await signIn(page, ADMIN);
    await page.goto(url('/project/create'));
    await field(page, 'Name').fill('Setup check');
    await page.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Projects' }));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem', { name: 'Setup' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Setup' }));
    await expectAxeClean(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download setup file' }).click();
    exported = readFileSync((await (await download).path())!, 'utf8');
    expect(JSON.parse(exported).projects.map((p: { name: string }) => p.name)).toContain('Setup check');
  });

  it('changes three things in the console', async () => {
    // Delete the project.
    await page.goto(url('/project'));
    await page.getByRole('row').filter({ hasText: 'Setup check' }).getByText('Setup check', { exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Edit Setup check' }));
    await page.getByRole('button', { name: 'Delete' }).click();
    const deleted = answered('DELETE', /^\/project\/\d+$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await deleted;
    // Change the basic type's minimum password length.
    await page.goto(url(`/auth-type/settings/${ids.basic}`));
    const minimum = page.getByRole('spinbutton', { name: /Minimum length/ });
    await visible(minimum);
    await minimum.fill('14');
    const patched = answered('PATCH', /\/password-config$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await patched;
    // Remove the basic type's hook.
    await page.goto(url(`/auth-type/hook/${ids.basic}`));
    await page
      .getByRole('row')
      .filter({ hasText: 'audit.' })
      .getByRole('button', { name: /^Actions for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const removed = answered('DELETE', /\/hooks\/\d+$/);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await removed;
  });

  it('plans exactly those three from the exported file, applies them, and the screens show the export', async () => {
    await page.goto(url('/setup'));
    // The file is parsed in a worker: a large one leaves the tab responsive.
    const worker = page.waitForEvent('worker');
    await page
      .getByTestId('setup-file')
      .setInputFiles({ name: 'setup.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    expect((await worker).url()).toMatch(/setupWorker/);
    await visible(page.getByText('2 to create, 1 to change, 0 to delete'));
    const items = async (group: string) =>
      (
        await page
          .getByRole('region', { name: new RegExp(`^${group}`) })
          .getByRole('listitem')
          .allTextContents()
      ).map((text) => text.trim());
    expect(await items('To create')).toEqual([
      'Project: Setup check',
      expect.stringMatching(/^Hook of Basic auth: GET https:\/\/audit\./),
    ]);
    expect(await items('To change')).toEqual([
      expect.stringMatching(/^Password settings: Basic authMinimum length: 14 → \d+$/),
    ]);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Apply' }).click();
    await visible(page.getByText('Applied: 3 changes.'));
    await page.getByRole('button', { name: 'Plan again' }).click();
    await visible(page.getByText('No changes: this organization already matches the file.'));

    await page.goto(url('/project'));
    await visible(page.getByRole('row').filter({ hasText: 'Setup check' }));
    await page.goto(url(`/auth-type/hook/${ids.basic}`));
    await visible(page.getByRole('row').filter({ hasText: 'audit.' }));
    await page.goto(url(`/auth-type/settings/${ids.basic}`));
    const before = JSON.parse(exported).authTypes.find((t: { title: string }) => t.title === ids.basicTitle)
      .password_config.min_length;
    await expect.poll(() => page.getByRole('spinbutton', { name: /Minimum length/ }).inputValue()).toBe(String(before));
  });
});
