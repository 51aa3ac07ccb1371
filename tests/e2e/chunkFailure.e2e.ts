/**
 * A route's code that cannot be downloaded (a deploy removed the old chunk): the console reloads
 * the page once, then shows the translated error screen with a Reload button inside the frame —
 * never a blank page. The imports list's chunk answers 404 for this whole test.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, screenshot, signIn, url, visible, type Session } from './harness';

let session: Session;
let page: Page;

browserPerFile((started) => {
  session = started;
  page = started.page;
});

describe('a lazily loaded route chunk that answers 404', () => {
  it('reloads exactly once, then shows the error screen with a Reload button, the frame kept', async () => {
    await page.goto(url('/'));
    await signIn(page);

    const missing: string[] = [];
    await page.route(/\/assets\/ImportsPage-[\w-]+\.js$/, async (route) => {
      missing.push(route.request().url());
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await page.goto(url('/imports'));
    const alert = await visible(page.getByRole('alert').filter({ hasText: 'The console could not load' }), 30_000);
    await visible(alert.getByText('A part of the console failed to load. Check your connection and reload the page.'));
    await visible(alert.getByRole('button', { name: 'Reload', exact: true }));
    // The frame is still there: app bar with the account menu, the navigation.
    await visible(page.getByRole('button', { name: /Account menu of/ }));
    await visible(page.getByRole('navigation', { name: 'Main navigation' }));
    await screenshot(page, 'chunk-failure-error-screen');

    // The first load plus exactly one reload; both asked for the missing chunk.
    expect(loads).toBe(2);
    expect(missing.length).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/imports');
    session.expectNoCspViolationsOrPageErrors();
  });
});
