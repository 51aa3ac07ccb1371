/**
 * The API documentation, end to end: /me/api's documentation link (SPEC §7: the API base URL with
 * its version segment replaced by `swagger-ui`) opens Swagger UI on the simulator host, which shows
 * the contract as OpenAPI (`/api/v1/openapi.json`) — the API's title and its calls — under the
 * console's Content-Security-Policy, without a violation or an uncaught error.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, screenshot, signIn, stopAfterFirstFailure, url, visible, type Session } from './harness';

let session: Session;
let page: Page;
let docs: Page | undefined;

browserPerFile((started) => {
  session = started;
  page = started.page;
});
stopAfterFirstFailure(() => docs ?? page, 'api-docs', /CSP/);

/** Swagger UI has drawn the document: its title and the sign-in call. */
async function expectSwaggerUi(on: Page) {
  await visible(on.getByRole('heading', { level: 1, name: /^Identity API/ }), 30_000);
  await visible(on.getByRole('button', { name: /POST\s*\/internal-auth\/token-create/ }).first());
}

describe('the API documentation', () => {
  it('/me/api links to the documentation address, which opens Swagger UI in a new tab', async () => {
    await page.goto(url('/me/api'));
    await signIn(page, undefined, { expectSuccess: false });
    const link = page.getByRole('link', { name: 'API documentation', exact: true });
    await visible(link, 30_000);
    expect(await link.getAttribute('href')).toBe(url('/api/swagger-ui'));
    [docs] = await Promise.all([session.context.waitForEvent('page'), link.click()]);
    await docs.waitForLoadState();
    expect(new URL(docs.url()).pathname).toBe('/api/swagger-ui');
    await expectSwaggerUi(docs);
    await screenshot(docs, 'api-docs-swagger-ui');
  });

  it('shows an operation with the headers the API requires', async () => {
    const open = docs ?? page;
    await open
      .getByRole('button', { name: /GET\s*\/project\b/ })
      .first()
      .click();
    await visible(open.getByText('X-DEVICE', { exact: true }).first());
    await visible(open.getByText('X-APP', { exact: true }).first());
  });

  it('opens at its address alone, from the document the API serves', async () => {
    const alone = await session.context.newPage();
    await alone.goto(url('/api/swagger-ui/'));
    await expectSwaggerUi(alone);
    await visible(alone.getByRole('link', { name: '/api/v1/openapi.json' }));
    await alone.close();
  });

  it('runs under the CSP without a violation or an uncaught error', () => {
    session.expectNoCspViolationsOrPageErrors();
  });
});
