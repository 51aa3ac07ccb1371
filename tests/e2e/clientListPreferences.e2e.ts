/**
 * A browser-paged list's table preferences in the browser (SPEC §2: search, itemsPerPage, sortBy
 * and filters saved per user and organization): /project's search, sort and page size are sent to
 * the preferences API and come back after a reload.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, expectNoContractViolations, signIn, stopAfterFirstFailure, url, visible } from './harness';

let page: Page;

browserPerFile((started) => {
  page = started.page;
});
stopAfterFirstFailure(() => page, 'client-list-preferences', /contract/);

const search = () => page.getByRole('textbox', { name: 'Search', exact: true });
const rowsPerPage = () => page.getByRole('combobox', { name: /Rows per page/ });
const firstName = () => page.locator('tbody tr').first().locator('td').nth(3);

describe('the projects list (browser-paged)', () => {
  it('keeps its search, sort and page size across a reload, saved through the preferences API', async () => {
    await page.goto(url('/'));
    await signIn(page);
    await page.goto(url('/project'));
    await visible(page.getByRole('heading', { level: 1, name: 'Projects', exact: true }), 30_000);
    await visible(page.locator('tbody tr'));
    // The list's own order is by name, A to Z: a click on the header turns it to Z to A.
    await page
      .locator('thead th')
      .filter({ hasText: /^Name$/ })
      .getByText('Name')
      .click();
    await rowsPerPage().click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    const saved = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' &&
        request.url().endsWith('/preferences/table.project') &&
        (request.postData() ?? '').includes('"search":"in"'),
    );
    await search().fill('in');
    expect(JSON.parse((await saved).postData() ?? '{}')).toMatchObject({
      search: 'in',
      itemsPerPage: 10,
      sortBy: { field: 'name', order: 'DESC' },
    });
    await expect.poll(() => firstName().textContent()).toBe('Marketing site');

    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'Projects', exact: true }), 30_000);
    await expect.poll(() => search().inputValue()).toBe('in');
    await expect.poll(() => rowsPerPage().textContent()).toBe('10');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await expect.poll(() => firstName().textContent()).toBe('Marketing site');
  });

  it('sent nothing outside the contract', async () => {
    await expectNoContractViolations();
  });
});
