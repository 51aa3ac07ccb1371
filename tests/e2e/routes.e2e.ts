/**
 * Route sweep: every route of SPEC §2 (tests/e2e/routeCatalog.ts) opened in the light and the dark
 * theme — guest routes signed out, the others as the administrator — each with exactly one h1, its
 * landmarks (main; signed in also the banner and the navigation), no axe violation and a
 * screenshot `routes-<light|dark>-<route>`. Then a keyboard pass on representative pages (Tab
 * reaches the primary actions; no visible control is taken out of the tab order) and a phone-width
 * pass (390 × 844: the page never grows wider than the window; `routes-narrow-<route>`).
 *
 * Fast on purpose: one browser for the guest routes and one for the signed-in ones; the first
 * route of a pass is a full load, the others are client-side navigations (the router's popstate),
 * so the app is not booted again for every route. Deep links themselves are covered by
 * admin.e2e.ts, account.e2e.ts and public.e2e.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADMIN,
  control,
  expectAxeClean,
  launchBrowser,
  screenshot,
  signIn,
  url,
  visible,
  type Session,
} from './harness';
import { adminRoutes, guestRoutes, narrowRouteNames, routeIds, type RouteIds, type RouteVisit } from './routeCatalog';

type Theme = 'light' | 'dark';

let ids: RouteIds;
let guest: Session;
let admin: Session;
/** Signed in at a phone's size from the start: the device fingerprint includes the screen, so resizing a signed-in window would end its session. */
let phone: Session;

// ------------------------------------------------------------------------------------ helpers

/** Counts the page's requests in flight, for a network-idle wait that also works after client-side navigations. */
const inFlight = new WeakMap<Page, Set<unknown>>();
function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Waits until no request has been in flight for `quietMs`. */
async function networkIdle(page: Page, quietMs = 300, timeout = 20_000) {
  const pending = inFlight.get(page)!;
  const deadline = Date.now() + timeout;
  let quietSince = pending.size === 0 ? Date.now() : 0;
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (pending.size > 0) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
  throw new Error(`network still busy after ${timeout} ms on ${page.url()} (${pending.size} request(s) in flight)`);
}

/** Opens a path: a full load the first time, else a client-side navigation through the router. */
async function open(page: Page, route: RouteVisit, fullLoad: boolean) {
  if (fullLoad) {
    await page.goto(url(route.path));
  } else {
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, route.path);
  }
  const expectedPath = route.pathname ?? route.path.split('?')[0];
  await page
    .waitForFunction((path) => window.location.pathname === path, expectedPath, { timeout: 15_000 })
    .catch(() => {
      throw new Error(`${route.path} did not stay at ${expectedPath} (now at ${new URL(page.url()).pathname})`);
    });
  await networkIdle(page);
  const heading = page.getByRole('heading', { level: 1 });
  await visible(
    typeof route.h1 === 'string'
      ? heading.filter({ hasText: new RegExp(`^\\s*${escapeRegExp(route.h1)}\\s*$`) })
      : heading.filter({ hasText: route.h1 }),
    30_000,
  );
  // No spinner left: lists and forms fill in after their data arrives.
  await page
    .locator('[role="progressbar"]:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await networkIdle(page);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Exactly one h1, and the landmarks every screen has; returns the problems found. */
async function structureProblems(page: Page, options: { signedIn: boolean; navigation: boolean }): Promise<string[]> {
  const problems: string[] = [];
  const h1s = await page
    .locator('h1, [role="heading"][aria-level="1"]')
    .evaluateAll((nodes) =>
      nodes.filter((node) => node.getClientRects().length > 0).map((node) => node.textContent?.trim() ?? ''),
    );
  if (h1s.length !== 1) problems.push(`${h1s.length} visible h1 instead of one: ${JSON.stringify(h1s)}`);
  const mains = await page.getByRole('main').count();
  if (mains !== 1) problems.push(`${mains} main landmarks instead of one`);
  const banners = await page.getByRole('banner').count();
  if (banners !== 1) problems.push(`${banners} banner landmarks instead of one`);
  if (options.signedIn && options.navigation) {
    const navigation = await page.getByRole('navigation', { name: 'Main navigation' }).count();
    if (navigation !== 1) problems.push(`${navigation} "Main navigation" landmarks instead of one`);
  }
  return problems;
}

async function storedTheme(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (/\.theme$/.test(key)) return JSON.parse(localStorage.getItem(key) ?? 'null') as string;
    }
    return undefined;
  });
}

/** Switches the theme with the app bar's button and checks it took. */
async function switchTheme(page: Page, to: Theme) {
  await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
  await page.waitForFunction(
    (theme) => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i)!;
        if (/\.theme$/.test(key) && localStorage.getItem(key) === JSON.stringify(theme)) return true;
      }
      return false;
    },
    to,
    { timeout: 5_000 },
  );
  expect(await storedTheme(page)).toBe(to);
}

/** Runs `check` for every route and collects every problem (not only the first) before failing. */
async function everyRoute(
  page: Page,
  routes: RouteVisit[],
  prefix: string,
  check: (route: RouteVisit) => Promise<string[]>,
): Promise<void> {
  const failures: string[] = [];
  for (const [index, route] of routes.entries()) {
    const problems: string[] = [];
    const started = Date.now();
    try {
      await open(page, route, index === 0);
      problems.push(...(await check(route)));
      await screenshot(page, `routes-${prefix}-${route.name}`);
      await expectAxeClean(page).catch((error: unknown) =>
        problems.push(error instanceof Error ? error.message : String(error)),
      );
    } catch (error) {
      await screenshot(page, `routes-${prefix}-${route.name}-FAILED`).catch(() => undefined);
      problems.push(error instanceof Error ? error.message : String(error));
    }
    if (Date.now() - started > 5_000) console.log(`routes: ${prefix} ${route.path} took ${Date.now() - started} ms`);
    if (problems.length > 0) failures.push(`${route.name} (${route.path}):\n  ${problems.join('\n  ')}`);
  }
  if (failures.length > 0)
    throw new Error(`${failures.length} of ${routes.length} route(s) failed (${prefix}):\n\n${failures.join('\n\n')}`);
}

async function sweep(page: Page, routes: RouteVisit[], theme: Theme, options: { signedIn: boolean }) {
  await everyRoute(page, routes, theme, () =>
    structureProblems(page, { signedIn: options.signedIn, navigation: true }),
  );
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
  await control.reset();
  ids = await routeIds();
  [guest, admin, phone] = await Promise.all([
    launchBrowser(),
    launchBrowser(),
    launchBrowser({ viewport: { width: 390, height: 844 } }),
  ]);
  for (const session of [guest, admin, phone]) trackRequests(session.page);
  await Promise.all(
    [admin, phone].map(async ({ page }) => {
      await page.goto(url('/'));
      await signIn(page, ADMIN);
    }),
  );
}, 90_000);

afterAll(async () => {
  await Promise.all([guest?.close(), admin?.close(), phone?.close()]);
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

  it('at a phone width (390 × 844) no page grows wider than the window, and each is axe-clean', async () => {
    const page = phone.page;
    const routes = adminRoutes(ids).filter((r) => narrowRouteNames.includes(r.name));
    expect(routes).toHaveLength(narrowRouteNames.length);
    await everyRoute(page, routes, 'narrow', async () => {
      const problems = await structureProblems(page, { signedIn: true, navigation: false });
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }));
      if (widths.scroll > widths.window)
        problems.push(`the page is ${widths.scroll} px wide in a ${widths.window} px window`);
      return problems;
    });
  }, 90_000);

  it('had no CSP violations and no uncaught page errors', () => {
    admin.expectNoCspViolationsOrPageErrors();
    phone.expectNoCspViolationsOrPageErrors();
  });
});
