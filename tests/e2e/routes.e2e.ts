/**
 * Route sweep: every route of SPEC §2 (tests/e2e/routeCatalog.ts) opened in the light and the dark
 * theme at 1366 × 900 — guest routes signed out, the others as the administrator — each with exactly
 * one h1, its landmarks (main; signed in also the banner and the navigation), nothing scrolling
 * sideways (the page, a list's table) and no chip list broken over lines, no axe violation and a
 * screenshot `routes-<light|dark>-<route>`. Then a keyboard pass on representative pages (Tab
 * reaches the primary actions; no visible control is taken out of the tab order). The phone-width
 * pass over every route is phone.e2e.ts.
 *
 * Fast on purpose: one browser for the guest routes and one for the signed-in ones; the first
 * route of a pass is a full load, the others are client-side navigations (the router's popstate),
 * so the app is not booted again for every route. Deep links themselves are covered by
 * admin.e2e.ts, account.e2e.ts and public.e2e.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN, url, visible, type Session } from './harness';
import { userColumns } from '../support/userColumns';
import { adminRoutes, guestRoutes, longUser, type RouteIds, type RouteVisit } from './routeCatalog';
import {
  everyRoute,
  open,
  sidewaysScrollProblems,
  startSweep,
  structureProblems,
  switchTheme,
  type Theme,
} from './routeVisit';

let ids: RouteIds;
let guest: Session;
let admin: Session;

// ------------------------------------------------------------------------------------ helpers

async function sweep(page: Page, routes: RouteVisit[], theme: Theme, options: { signedIn: boolean }) {
  await everyRoute(page, routes, `routes-${theme}`, async () => [
    ...(await structureProblems(page, { signedIn: options.signedIn, navigation: true })),
    ...(await sidewaysScrollProblems(page)),
  ]);
}

// --------------------------------------------------------------------------------- keyboard

interface Focused {
  tag: string;
  role: string | null;
  name: string;
}

/** Presses Tab up to `max` times and returns what got focus, in order. */
async function tabThrough(page: Page, max: number): Promise<Focused[]> {
  // Start from the top of the document: a focusable marker before everything else (removed after).
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.id = 'e2e-tab-start';
    document.body.prepend(start);
    start.focus();
    window.scrollTo(0, 0);
  });
  const seen: Focused[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const labelledBy = el.getAttribute('aria-labelledby');
      const byLabel = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : '';
      const inputLabel =
        el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? (el.labels?.[0]?.textContent ?? '') : '';
      const name = (el.getAttribute('aria-label') || byLabel || inputLabel || el.textContent || '')
        .replace(/\s+/g, ' ')
        .trim();
      return { tag: el.tagName.toLowerCase(), role: el.getAttribute('role'), name };
    });
    if (!focused) {
      if (seen.length > 0) break; // wrapped round to the browser chrome
      continue;
    }
    seen.push(focused);
  }
  await page.evaluate(() => document.getElementById('e2e-tab-start')?.remove());
  return seen;
}

/**
 * Visible, enabled interactive controls taken out of the tab order (tabindex=-1). Skipped with a
 * reason: the members of roving-tabindex composites (menus, tab lists, radio groups, list boxes,
 * grids, toolbars), where one member is tabbable and arrows move between them, and MUI's hidden
 * native inputs (aria-hidden, the visible control stands for them).
 */
async function untabbableControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="combobox"], [role="tab"], [role="menuitem"], [role="radio"], [role="option"]';
    const composite =
      '[role="menu"], [role="menubar"], [role="tablist"], [role="radiogroup"], [role="listbox"], [role="grid"], [role="toolbar"], [role="tree"]';
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.tabIndex >= 0) continue;
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      if (el.closest(composite)) continue;
      if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '')
        .replace(/\s+/g, ' ')
        .trim();
      problems.push(
        `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> "${name.slice(0, 60)}"`,
      );
    }
    return problems;
  });
}

function expectReached(seen: Focused[], wanted: (string | RegExp)[], where: string) {
  const names = seen.map((f) => f.name);
  for (const name of wanted) {
    const reached = names.some((n) => (typeof name === 'string' ? n === name : name.test(n)));
    expect(reached, `${where}: Tab reaches "${String(name)}"; focus went through: ${names.join(' | ')}`).toBe(true);
  }
}

// ------------------------------------------------------------------------------------- setup

beforeAll(async () => {
  // A laptop's screen: no list (nor any other screen) scrolls sideways at 1366 × 900.
  ({ ids, guest, admin } = await startSweep({ width: 1366, height: 900 }));
}, 90_000);

afterAll(async () => {
  await Promise.all([guest?.close(), admin?.close()]);
});

// ------------------------------------------------------------------------------------- tests

describe('route sweep, signed out', () => {
  it('every guest route in the light theme', async () => {
    await sweep(guest.page, guestRoutes, 'light', { signedIn: false });
  }, 120_000);

  it('every guest route in the dark theme', async () => {
    await guest.page.goto(url('/'));
    await visible(guest.page.getByRole('heading', { level: 1, name: 'Sign in' }));
    await switchTheme(guest.page, 'dark');
    await sweep(guest.page, guestRoutes, 'dark', { signedIn: false });
  }, 120_000);

  it('sign-in by keyboard: Tab reaches the fields and the Sign in button; no visible control is out of the tab order', async () => {
    const page = guest.page;
    await page.goto(url('/'));
    await visible(page.getByRole('heading', { level: 1, name: 'Sign in' }));
    // The Sign in button is enabled (and so focusable) once both fields are filled.
    await page.getByLabel(/^E-mail/).fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill('not-submitted');
    const seen = await tabThrough(page, 25);
    expectReached(seen, [/^E-mail/, /^Password/, 'Sign in', 'Toggle light/dark mode'], 'sign-in');
    expect(await untabbableControls(page), 'visible controls with tabindex=-1').toEqual([]);
  });

  it('had no CSP violations and no uncaught page errors', () => {
    guest.expectNoCspViolationsOrPageErrors();
  });
});

describe('route sweep, signed in as the administrator', () => {
  it('every signed-in route in the light theme', async () => {
    await sweep(admin.page, adminRoutes(ids), 'light', { signedIn: true });
  }, 240_000);

  it('every signed-in route in the dark theme', async () => {
    await admin.page.goto(url('/'));
    await visible(admin.page.getByRole('heading', { level: 1, name: 'Dashboard' }), 30_000);
    await switchTheme(admin.page, 'dark');
    await sweep(admin.page, adminRoutes(ids), 'dark', { signedIn: true });
    await switchTheme(admin.page, 'light');
  }, 240_000);

  it('/user shows every column of SPEC §2 with long values, within 1366 px, a cut value whole on hover', async () => {
    const page = admin.page;
    await open(
      page,
      adminRoutes(ids).find((r) => r.name === 'user_list-long-values')!,
      true,
    );
    const headers = await page
      .locator('thead th')
      .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim()).filter((name) => name));
    // The row menu's column is named for screen readers only.
    expect(headers).toEqual(['Actions', ...userColumns]);
    const row = page.getByRole('row').filter({ hasText: longUser.username });
    await visible(row);
    expect(await sidewaysScrollProblems(page)).toEqual([]);
    const email = row.getByText(longUser.email);
    expect(await email.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await email.hover();
    await visible(page.getByRole('tooltip').filter({ hasText: longUser.email }));
    await page.mouse.move(0, 0);
  });

  it('keyboard: a list, a form and a my-area page reach their primary actions; no visible control is out of the tab order', async () => {
    const page = admin.page;
    const byName = (name: string) => adminRoutes(ids).find((r) => r.name === name)!;

    await open(page, byName('user_list'), true);
    let seen = await tabThrough(page, 60);
    expectReached(seen, ['Create', /^Actions for /, 'Users'], '/user');
    expect(await untabbableControls(page), '/user: visible controls with tabindex=-1').toEqual([]);
    // Selecting a row slides the bulk actions bar in over the list's top bar: it must not be
    // clipped by the table's scrolling box.
    const firstRow = page.locator('tbody tr').first().getByRole('checkbox');
    await firstRow.check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click({ trial: true });
    await firstRow.uncheck();

    await open(page, byName('project_create'), false);
    seen = await tabThrough(page, 40);
    expectReached(seen, [/^Name/, 'Save'], '/project/create');
    expect(await untabbableControls(page), '/project/create: visible controls with tabindex=-1').toEqual([]);

    await open(page, byName('my_profile'), false);
    seen = await tabThrough(page, 40);
    expectReached(seen, [/^Full name/, 'Save'], '/me/profile');
    expect(await untabbableControls(page), '/me/profile: visible controls with tabindex=-1').toEqual([]);
  }, 60_000);

  it('had no CSP violations and no uncaught page errors', () => {
    admin.expectNoCspViolationsOrPageErrors();
  });
});
