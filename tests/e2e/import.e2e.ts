/**
 * CSV import in the browser: the module Web Worker parses and checks a 1 000-user file, the rows
 * are uploaded once (one batch), the import runs on the simulator, the layout notifies its end and
 * the users are listed. axe on every wizard step and on the imports status page. Then a project
 * file of three batches whose third is dropped by the network (the fault API): nothing is
 * imported, the wizard says so and keeps the file, and starting again imports every row.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BATCH_ROWS } from '../../src/import/limits';
import {
  control,
  expectAxeClean,
  browserPerFile,
  screenshot,
  signIn,
  stopAfterFirstFailure,
  url,
  visible,
  type Session,
} from './harness';

let session: Session;
let page: Page;

const USERS = 1000;
const csv = [
  'username,name,email,note',
  ...Array.from(
    { length: USERS },
    (_, i) => `e2e-user-${String(i).padStart(4, '0')},E2E User ${i},e2e-user-${i}@example.com,imported`,
  ),
].join('\n');

browserPerFile((started) => {
  session = started;
  page = started.page;
});

describe('CSV import of 1 000 users', () => {
  stopAfterFirstFailure(() => page, 'import');

  it('opens the wizard from the user list', async () => {
    await page.goto(url('/'));
    await signIn(page);
    await page.goto(url('/user'));
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Import Users' }));
    await expectAxeClean(page, undefined);
    await screenshot(page, 'import-01-upload');
  });

  it('previews the file and maps the columns by name', async () => {
    await page
      .getByLabel('Choose a CSV file')
      .setInputFiles({ name: 'users-1000.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await visible(
      page.getByRole('table', { name: 'First rows of the file' }).getByRole('cell', { name: 'e2e-user-0000' }),
    );
    expect(page.workers().length).toBeGreaterThan(0); // parsed in our module worker
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await visible(page.getByRole('combobox', { name: /^Username/ }));
    await expect.poll(() => page.getByRole('combobox', { name: /^Username/ }).textContent()).toContain('username');
    await expectAxeClean(page);
    await screenshot(page, 'import-02-map');
  });

  it('reviews 1 000 rows without problems and starts the import', async () => {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await visible(page.getByRole('heading', { name: `Rows to import: ${USERS}` }), 30_000);
    await visible(page.getByText('No problems found: the file is ready to be imported.'));
    await expectAxeClean(page);
    await screenshot(page, 'import-03-review');
    await page.getByRole('button', { name: 'Start import' }).click();
    await visible(page.getByText(/Import #\d+ started/), 30_000);
    const { items } = (await control.requests()) as { items: { method: string; path: string }[] };
    expect(items.filter((r) => r.method === 'POST' && r.path.endsWith('/import'))).toHaveLength(1);
  });

  it('notifies the end of the import on another page and lists the imported users', async () => {
    await page.getByRole('link', { name: 'Imports status' }).first().click();
    await visible(page.getByRole('heading', { level: 1, name: 'Imports' }));
    await visible(page.getByText(`Import of users-1000.csv finished: ${USERS} of ${USERS} rows imported`), 30_000);
    await visible(page.getByRole('cell', { name: 'users-1000.csv' }));
    await expectAxeClean(page);
    await screenshot(page, 'import-04-status');
    await page.goto(url('/user?filter=%7B%22q%22%3A%22e2e-user-0999%22%7D'));
    await visible(page.getByText('e2e-user-0999'), 30_000);
    await page.goto(url('/user?filter=%7B%22q%22%3A%22e2e-user%22%7D'));
    await visible(page.getByText(new RegExp(`of ${USERS}\\b`)), 30_000);
  });

  it('has no CSP violation or page error', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});

describe('an upload whose third batch is dropped', () => {
  stopAfterFirstFailure(() => page, 'import-drop');
  const PROJECTS = 2 * BATCH_ROWS + 500;
  const projectsCsv = ['name', ...Array.from({ length: PROJECTS }, (_, i) => `E2E batch ${i}`)].join('\n');
  const importRequests = async () =>
    ((await control.requests()) as { items: { method: string; path: string }[] }).items.filter((r) =>
      /\/import(\/|$)/.test(r.path),
    );

  it('reviews a project file of three batches', async () => {
    await page.goto(url('/import/project'));
    await visible(page.getByRole('heading', { level: 1, name: 'Import Projects' }));
    await page
      .getByLabel('Choose a CSV file')
      .setInputFiles({ name: 'batches.csv', mimeType: 'text/csv', buffer: Buffer.from(projectsCsv) });
    await visible(
      page.getByRole('table', { name: 'First rows of the file' }).getByRole('cell', { name: 'E2E batch 0' }),
    );
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await visible(page.getByRole('heading', { name: `Rows to import: ${PROJECTS}` }), 30_000);
  });

  it('says nothing was imported when the third batch is dropped, and imports nothing', async () => {
    const before = (await importRequests()).length;
    // The third batch's connection is dropped, until cleared: Chromium sends a request again when a
    // reused keep-alive connection closes without an answer (as many times as it has such connections).
    await control.fault({ method: 'POST', path: '/import', drop: true, skip: 2 });
    // The wizard's clean-up is dropped too: the server alone keeps the partial upload from running.
    await control.fault({ method: 'DELETE', path: '/import/*', drop: true });
    await page.getByRole('button', { name: 'Start import' }).click();
    await visible(page.getByText(/The import could not be uploaded, and nothing was imported/), 30_000);
    await visible(page.getByText(/The server cannot be reached/));
    await expectAxeClean(page);
    await screenshot(page, 'import-05-dropped-batch');
    const sent = (await importRequests()).slice(before);
    // Two batches, then the third and the browser's tries of it again.
    expect(sent.filter((r) => r.method === 'POST' && r.path.endsWith('/import')).length).toBeGreaterThanOrEqual(3);
    expect(sent.some((r) => r.path.endsWith('/complete'))).toBe(false);
    await control.clearFaults();
    await control.advanceClock(60_000); // long past the time a completed upload would have run
    // Looked at in a second tab, so the wizard keeps its state.
    const other = await session.context.newPage();
    await other.goto(url('/project'));
    await visible(other.getByText('1-6 of 6'), 30_000); // the 6 seeded projects, no imported one
    await other.goto(url('/imports'));
    await visible(other.getByRole('heading', { level: 1, name: 'Imports' }));
    const upload = other.getByRole('row', { name: /batches\.csv/ });
    await visible(upload.getByText('Uploading'));
    await control.advanceClock(10 * 60_000); // the server gives the upload up
    await visible(upload.getByText('Failed'), 10_000);
    await other.close();
  });

  it('imports every row when started again with the kept file and mapping', async () => {
    await page.getByRole('button', { name: 'Start import' }).click();
    await visible(page.getByText(/Import #\d+ started/), 30_000);
    await visible(page.getByText(`Import of batches.csv finished: ${PROJECTS} of ${PROJECTS} rows imported`), 60_000);
  });

  it('has no CSP violation or page error', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});
