/**
 * Route sweep in German: every signed-in route of SPEC §2 (routeCatalog.ts) opened
 * with German chosen, at 1366 × 900, must show no English pager ("Rows per page", "1-10 of 25", the
 * pager buttons' names), no date in an English format (month names, AM/PM) and no English device
 * word: dates go through the console's one Intl format in the chosen language everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { url, visible, type Session } from './harness';
import { adminRoutes, type RouteIds, type RouteVisit } from './routeCatalog';
import { networkIdle, startSweep } from './routeVisit';

let ids: RouteIds;
let admin: Session;
let guest: Session;

/** English words a German screen must not show, with what each one betrays. */
const english: [RegExp, string][] = [
  [/Rows per page/i, 'pager: rows per page'],
  [/\b\d+\s*[-–]\s*\d+ of \d+/, 'pager: "1-10 of N"'],
  [/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{1,2},? \d{4}/, 'date: English month'],
  [/\b\d{1,2}:\d{2}(:\d{2})?\s?(AM|PM)\b/, 'time: AM/PM'],
  [/\bdesktop\b/, 'device: "desktop"'],
];

/** Opens a route by a client-side navigation and waits until its h1 and data are on screen. */
async function openRoute(page: Page, route: RouteVisit) {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, route.path);
  await networkIdle(page);
  await visible(page.getByRole('heading', { level: 1 }).first(), 30_000);
  await page
    .locator('[role="progressbar"]:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await networkIdle(page);
}

/** The English texts on the page: visible text and the names of its buttons. */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const names = Array.from(document.querySelectorAll('button[aria-label], [role="button"][aria-label]')).map(
      (element) => element.getAttribute('aria-label') ?? '',
    );
    return `${document.body.innerText}\n${names.join('\n')}`;
  });
  const found = english
    .filter(([pattern]) => pattern.test(text))
    .map(([pattern, what]) => {
      const match = pattern.exec(text)?.[0] ?? '';
      return `${what} ("${match}")`;
    });
  if (/Go to (next|previous) page/.test(text)) found.push('pager: English button names');
  return found;
}

beforeAll(async () => {
  ({ ids, guest, admin } = await startSweep({ width: 1366, height: 900 }));
  // Deutsch chosen: the console's stored language (react-admin's store), then a fresh start.
  await admin.page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => /^RaStoreconsole:[^.]+\./.test(name));
    const prefix = key ? key.slice(0, key.indexOf('.')) : 'RaStoreconsole:default';
    localStorage.setItem(`${prefix}.locale`, JSON.stringify('de'));
  });
  await admin.page.goto(url('/'));
  await visible(admin.page.getByRole('heading', { level: 1, name: 'Übersicht' }), 30_000);
}, 90_000);

afterAll(async () => {
  await Promise.all([guest?.close(), admin?.close()]);
});

describe('route sweep in German', () => {
  it('no signed-in route shows an English pager, date or device word', async () => {
    const problems: string[] = [];
    for (const route of adminRoutes(ids)) {
      try {
        await openRoute(admin.page, route);
        for (const problem of await englishOn(admin.page)) problems.push(`${route.path}: ${problem}`);
      } catch (error) {
        problems.push(`${route.path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('a date filter shows and takes German dates in an English browser, and sends the same day', async () => {
    const page = admin.page;
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await openRoute(page, { name: 'user', path: '/user', h1: 'Benutzer' });
    await page.getByRole('button', { name: 'Filter hinzufügen' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Erstellt ab' }).click();
    const field = page.getByRole('group', { name: 'Erstellt ab' });
    await field.getByRole('spinbutton').first().click();
    expect(await field.textContent()).toContain('TT.MM.JJJJ');
    // The administrator's day: its local midnight, as an instant (as with the browser's own date input).
    const zone = await page.evaluate(() => new Date(2026, 10, 9).getTimezoneOffset());
    const midnight = (day: number) => new Date(Date.UTC(2026, 10, day) + zone * 60_000).toISOString();
    const sent = (day: number) =>
      page.waitForRequest((request) => {
        const query = new URL(request.url()).searchParams;
        return new URL(request.url()).pathname.endsWith('/user') && query.get('created_at_from') === midnight(day);
      });
    const ninth = sent(9);
    await page.keyboard.type('09.11.2026');
    await ninth;
    expect(await field.textContent()).toContain('09.11.2026');
    // The calendar, in German and by keyboard: the next day, chosen with Enter.
    await page.getByRole('button', { name: /^Datum auswählen/ }).click();
    const calendar = page.getByRole('dialog');
    await visible(calendar.getByText('November 2026'));
    const tenth = sent(10);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await tenth;
    expect(await field.textContent()).toContain('10.11.2026');
  }, 60_000);
});
