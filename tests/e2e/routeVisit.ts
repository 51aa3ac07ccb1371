/**
 * Visiting the console's routes one after the other in one signed-in (or guest) page, for the
 * route sweeps (routes.e2e.ts in both themes, phone.e2e.ts at a phone's width): opening a route by
 * a client-side navigation and waiting until it has settled, the structure every screen has, and a
 * loop that checks every route, screenshots it and collects every problem before failing.
 */
import { expect } from 'vitest';
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
import { routeIds, type RouteIds, type RouteVisit } from './routeCatalog';

export type Theme = 'light' | 'dark';

/** Counts the page's requests in flight, for a network-idle wait that also works after client-side navigations. */
const inFlight = new WeakMap<Page, Set<unknown>>();
export function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Waits until no request has been in flight for `quietMs`. */
export async function networkIdle(page: Page, quietMs = 300, timeout = 20_000) {
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
export async function open(page: Page, route: RouteVisit, fullLoad: boolean) {
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
export async function structureProblems(
  page: Page,
  options: { signedIn: boolean; navigation: boolean },
): Promise<string[]> {
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

/**
 * Sideways scrolling: the page wider than the window, or a scrolling box (a list's table) wider
 * than its area, and chip lists broken over lines (SPEC §9: at most two chips and a count, on one
 * line); returns the problems found.
 */
export async function sidewaysScrollProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1)
      problems.push(`the page is ${doc.scrollWidth} px wide in ${doc.clientWidth} px`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('*'))) {
      const style = getComputedStyle(el);
      if (
        (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
        el.scrollWidth > el.clientWidth + 1 &&
        el.getClientRects().length > 0
      )
        problems.push(
          `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''} scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth} px`,
        );
    }
    for (const chips of Array.from(document.querySelectorAll<HTMLElement>('.fw-chips'))) {
      const tops = new Set(Array.from(chips.children).map((chip) => Math.round(chip.getBoundingClientRect().top)));
      if (tops.size > 1) problems.push(`chips on ${tops.size} lines: "${chips.textContent ?? ''}"`);
    }
    return problems;
  });
}

/** Runs `check` for every route and collects every problem (not only the first) before failing. */
export async function everyRoute(
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
      await screenshot(page, `${prefix}-${route.name}`);
      await expectAxeClean(page).catch((error: unknown) =>
        problems.push(error instanceof Error ? error.message : String(error)),
      );
    } catch (error) {
      await screenshot(page, `${prefix}-${route.name}-FAILED`).catch(() => undefined);
      problems.push(error instanceof Error ? error.message : String(error));
    }
    if (Date.now() - started > 5_000) console.log(`routes: ${prefix} ${route.path} took ${Date.now() - started} ms`);
    if (problems.length > 0) failures.push(`${route.name} (${route.path}):\n  ${problems.join('\n  ')}`);
  }
  if (failures.length > 0)
    throw new Error(`${failures.length} of ${routes.length} route(s) failed (${prefix}):\n\n${failures.join('\n\n')}`);
}

export async function storedTheme(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (/\.theme$/.test(key)) return JSON.parse(localStorage.getItem(key) ?? 'null') as string;
    }
    return undefined;
  });
}

/** Switches the theme with the app bar's button and checks it took. */
export async function switchTheme(page: Page, to: Theme) {
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

/**
 * A sweep's start: the simulator reset, the ids its routes take, a guest's browser and one signed
 * in as the administrator (both of `viewport`, from the start: the device fingerprint includes
 * the screen, so resizing a signed-in window would end its session), their requests tracked.
 */
export async function startSweep(viewport?: {
  width: number;
  height: number;
}): Promise<{ ids: RouteIds; guest: Session; admin: Session }> {
  await control.reset();
  const ids = await routeIds();
  const options = viewport ? { viewport } : {};
  const [guest, admin] = await Promise.all([launchBrowser(options), launchBrowser(options)]);
  for (const session of [guest, admin]) trackRequests(session.page);
  await admin.page.goto(url('/'));
  await signIn(admin.page, ADMIN);
  return { ids, guest, admin };
}
