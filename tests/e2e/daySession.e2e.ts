/**
 * A day-long session holds: one signed-in tab lives through eight simulated
 * hours — the access token expires and is refreshed, the init data is polled every
 * `updatesInterval`, the server's version changes once (the page reloads once), and the user makes
 * 300 client-side navigations across lists, forms, the dashboard and the my area.
 *
 * Time: the page's timers and Date run on Playwright's clock, installed before the console loads;
 * it flows with wall time, and after each batch of navigations the test jumps it to the next poll
 * (`clock.fastForward`, which fires the due `setInterval` once). The simulator's clock jumps by the
 * same amount first (control API), so the server really expires the access token and the console
 * has to refresh it. Each jump is a "poll window": the app is idle before it, so every request in
 * it comes from the poll, and their number must be the same in every window.
 *
 * Goals: no error shown (no alert but an empty list's notice, no page error, no console error but
 * the 401s a refresh answers, no client error reported to the server), no request storm (one init
 * read per window, at most one refresh, nothing else), at least as many refreshes as the token
 * lifetime implies, one reload at the version change and the session still signed in after it,
 * and the JS heap (after a forced GC) before that reload and at the end at most 1.3× the heap
 * after the first 20 navigations — V8's heap, and V8's plus Blink's (the DOM: a detached page
 * held by something other than script is not in V8's heap). The figures go to test-results/day-session.json (or
 * $DAY_SESSION_RESULT); bench/daySession.ts runs this file and records them in bench/RESULTS.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import {
  ADMIN,
  browserPerFile,
  control,
  openUserMenu,
  screenshot,
  signIn,
  stopAfterFirstFailure,
  url,
  visible,
  type Session,
} from './harness';

const HOUR = 3_600_000;
const SESSION_MS = 8 * HOUR;
const NAVIGATIONS = 300;
/** The heap baseline is taken after this many navigations: the screens' code loaded, caches warm. */
const BASELINE_AFTER = 20;
const HEAP_GROWTH_LIMIT = 1.3;
const INIT_PATH = '/init/user';
const REFRESH_PATH = '/internal-auth/token-refresh';
const SIGN_IN_PATH = '/internal-auth/token-create';
/** Alerts that are information, not errors (an empty list's notice). */
const INFORMATION = ['You have no API key yet.'];
const RESULT_FILE =
  process.env.DAY_SESSION_RESULT ?? resolve(import.meta.dirname, '..', '..', 'test-results', 'day-session.json');

let session: Session;
let page: Page;
let cdp: CDPSession;

// ------------------------------------------------------------------------------ network record

interface ApiCall {
  /** Poll window it was sent in; -1 between windows (navigations). */
  window: number;
  method: string;
  /** Path under the API base, without the query. */
  path: string;
  status?: number;
}

const calls: ApiCall[] = [];
let phase = -1;
let inFlight = 0;
/** When the last request in flight ended (wall time). */
let settledAt = Date.now();
/** Full page loads after signing in, by the window they happened in. */
const loads: number[] = [];

function apiPath(address: string): string | undefined {
  const { pathname } = new URL(address);
  return pathname.startsWith('/api/v1/') ? pathname.slice('/api/v1'.length) : undefined;
}

function recordRequests(page: Page) {
  const byRequest = new WeakMap<object, ApiCall>();
  page.on('request', (request) => {
    inFlight += 1;
    const path = apiPath(request.url());
    if (path === undefined) return;
    const call: ApiCall = { window: phase, method: request.method(), path };
    calls.push(call);
    byRequest.set(request, call);
  });
  page.on('response', (response) => {
    const call = byRequest.get(response.request());
    if (call) call.status = response.status();
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) settledAt = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Resolves once no request of the page has been in flight for `quietMs` of wall time, counted from
 * the end of the last one (a page already quiet that long goes on at once).
 */
async function idle(quietMs = 100, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (inFlight === 0 && Date.now() - settledAt >= quietMs) return;
    await sleep(10);
  }
  throw new Error(`the page kept ${inFlight} request(s) in flight for ${timeoutMs} ms`);
}

async function until(what: string, condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

// ------------------------------------------------------------------------------------- screens

async function heading(name: string | RegExp): Promise<void> {
  await visible(page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' }));
}

const rows = () => visible(page.locator('tbody tr'));

async function fromMenu(name: string, h1: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('menuitem', { name, exact: true }).click();
  await heading(h1);
}

/** The my-area sections entered from the account menu, in turn. */
const accountEntries = [
  ['Profile', 'My profile'],
  ['Organization', 'My organization'],
  ['Sessions', 'Active sessions'],
  ['Activity log', 'Activity log'],
] as const;

/**
 * One cycle of ten client-side navigations (clicks only: no page load, so the app's state builds
 * up as in real use). Ten divides BASELINE_AFTER and NAVIGATIONS, so the heap is always measured
 * on the same screen.
 */
const cycle: ((round: number) => Promise<void>)[] = [
  async () => {
    await fromMenu('Home', 'Dashboard');
    await visible(page.getByText(/^Welcome, /));
  },
  async () => {
    await fromMenu('Users', 'Users');
    await rows();
  },
  async () => {
    await page.locator('tbody tr').nth(1).click(); // a row opens its record page, details tab (the edit form)
    await visible(page.getByRole('tab', { name: 'Details', selected: true }));
    await visible(page.getByRole('button', { name: 'Save' }));
  },
  async () => {
    await fromMenu('Projects', 'Projects');
    await rows();
  },
  async () => {
    await page.getByRole('link', { name: 'Create', exact: true }).first().click();
    await heading('New Project');
  },
  async () => {
    await fromMenu('Authentication types', 'Authentication types');
    await rows();
  },
  async () => {
    await fromMenu('Permissions', 'Permissions');
    await rows();
  },
  async (round) => {
    await page
      .locator('tbody tr')
      .nth(round % 3)
      .click();
    await heading(/^Edit /);
  },
  async (round) => {
    const [entry, h1] = accountEntries[round % accountEntries.length]!;
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: entry, exact: true }).click();
    await heading(h1);
  },
  async () => {
    await page.getByRole('navigation', { name: 'My area' }).getByRole('link', { name: 'API keys' }).click();
    await heading('API keys');
  },
];

let navigations = 0;

async function navigate(): Promise<void> {
  await cycle[navigations % cycle.length]!(Math.floor(navigations / cycle.length));
  navigations += 1;
}

// -------------------------------------------------------------------------------------- clocks

/** Window `w` ends at browser time `anchor + (w - anchorWindow + 1) × interval`. */
let anchor = 0;
let anchorWindow = 0;
let pollMs = 120_000;

const browserNow = () => page.evaluate(() => Date.now());

/**
 * The poll windows start now: the console's poll interval was set a moment ago (sign-in, reload),
 * so each of its ticks falls just before a window's end, inside the jump, and never while the
 * test navigates (wall time spent navigating counts towards the window, it is not added to it).
 */
async function anchorPolls(nextWindow: number): Promise<void> {
  anchor = await browserNow();
  anchorWindow = nextWindow;
}

/**
 * One poll window: with the app idle, moves the simulator's clock and then the browser's to the
 * window's end (the browser fires the due poll), and waits until the poll has been answered and
 * the page is idle again.
 */
async function pollWindow(window: number, afterPoll?: () => Promise<void>): Promise<void> {
  await idle();
  phase = window;
  const jump = anchor + (window - anchorWindow + 1) * pollMs - (await browserNow());
  expect(jump, `window ${window}: the browser clock is already past the window's end`).toBeGreaterThan(0);
  await control.advanceClock(jump); // the server first: the poll must find the token expired
  await page.clock.fastForward(jump);
  await until(`the poll of window ${window}`, () =>
    calls.some((c) => c.window === window && c.path === INIT_PATH && c.status === 200),
  );
  await afterPoll?.();
  await idle();
  phase = -1;
}

// ---------------------------------------------------------------------------------------- heap

interface Heap {
  /** V8's used heap. */
  js: number;
  /** Blink's (the embedder's) heap: DOM nodes, styles, events. */
  dom: number;
}

/** The heaps after a full GC (twice: the first can leave what a finaliser freed). */
async function heapUsed(): Promise<Heap> {
  await idle();
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return { js: usage.usedSize, dom: usage.embedderHeapUsedSize ?? 0 };
}

const total = (heap: Heap) => heap.js + heap.dom;

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

// ----------------------------------------------------------------------------------------- run

let tokenLifetimeS = 0;
const startedAt = Date.now();

browserPerFile(async (started) => {
  session = started;
  page = started.page;
  recordRequests(page);
  const config = (await (await fetch(url('/config.json'))).json()) as { updatesInterval?: number };
  pollMs = config.updatesInterval ?? pollMs;
  // Before the console loads, so every timer it sets runs on the controllable clock.
  await page.clock.install();
  await page.goto(url('/'));
  const tokens = page.waitForResponse((r) => apiPath(r.url()) === SIGN_IN_PATH);
  await signIn(page, ADMIN);
  tokenLifetimeS = ((await (await tokens).json()) as { expires_in: number }).expires_in;
  await visible(page.getByText(/^Welcome, /));
  await anchorPolls(0);
  page.on('load', () => loads.push(phase));
  cdp = await started.context.newCDPSession(page);
});

afterAll(async () => {
  // The next file starts from the seeded store and the simulator's own time (browserPerFile resets
  // too; a file that does not use it would otherwise inherit eight hours and another version).
  await control.reset().catch(() => undefined);
});

describe('a day-long session holds', () => {
  stopAfterFirstFailure(() => page, 'day-session', /console errors/);

  it('lives eight hours: refreshes, polls, one version change, 300 navigations, a flat heap', async () => {
    const windowCount = Math.round(SESSION_MS / pollMs);
    const navigationsBy = (window: number) => Math.floor(((window + 1) * NAVIGATIONS) / windowCount);
    // Mid-run, in a window whose navigations end a cycle: the heap before the reload is measured on
    // the same screen as the baseline.
    let versionWindow = Math.floor(windowCount / 2);
    while (navigationsBy(versionWindow) % cycle.length !== 0) versionWindow += 1;
    /** The heap after every cycle of navigations. */
    const heap: { navigations: number; window: number; bytes: Heap }[] = [];
    const alerts: string[] = [];
    const checkAlerts = async (window: number) => {
      for (const text of await page.getByRole('alert').allTextContents())
        if (!INFORMATION.includes(text.trim()))
          alerts.push(`window ${window}, ${new URL(page.url()).pathname}: ${text}`);
    };

    for (let window = 0; window < windowCount; window += 1) {
      while (navigations < navigationsBy(window)) {
        await navigate();
        if (navigations % cycle.length === 0) heap.push({ navigations, window, bytes: await heapUsed() });
      }
      if (window === versionWindow) {
        const h1 = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
        await control.settings({ version: `day-session-${Date.now()}` });
        await pollWindow(window, async () => {
          await until('the reload after the version change', () => loads.length > 0);
          await heading(h1); // the same screen, still signed in
          await anchorPolls(window + 1);
        });
      } else {
        await pollWindow(window);
      }
      await checkAlerts(window);
    }
    const end = await heapUsed();
    await screenshot(page, 'day-session-end');

    // ---- figures
    const at = (count: number) => heap.find((h) => h.navigations === count)?.bytes ?? { js: NaN, dom: NaN };
    const baseline = at(BASELINE_AFTER);
    const beforeVersionChange = at(navigationsBy(versionWindow));
    const perWindow = Array.from({ length: windowCount }, (_, window) => window)
      .filter((window) => window !== versionWindow)
      .map((window) => {
        const own = calls.filter((c) => c.window === window);
        return {
          window,
          polls: own.filter((c) => c.path === INIT_PATH && c.status === 200).length,
          refreshes: own.filter((c) => c.path === REFRESH_PATH).length,
          other: own.filter((c) => c.path !== INIT_PATH && c.path !== REFRESH_PATH),
          total: own.length,
        };
      });
    const requestsPerWindow: Record<string, number> = {};
    for (const w of perWindow) requestsPerWindow[w.total] = (requestsPerWindow[w.total] ?? 0) + 1;
    const refreshes = calls.filter((c) => c.path === REFRESH_PATH);
    // After the token expires, the next poll (at most one interval later) refreshes it.
    const minRefreshes = Math.floor(SESSION_MS / (tokenLifetimeS * 1000 + pollMs));
    const maxRefreshes = Math.ceil(SESSION_MS / (tokenLifetimeS * 1000)) + 1;
    const figures = {
      run: new Date().toISOString(),
      simulatedHours: SESSION_MS / HOUR,
      pollIntervalMs: pollMs,
      pollWindows: windowCount,
      navigations,
      tokenLifetimeS,
      refreshes: refreshes.length,
      refreshesExpected: { min: minRefreshes, max: maxRefreshes },
      unauthorizedAnswers: calls.filter((c) => c.status === 401).length,
      requestsPerWindow,
      reloads: loads.length,
      versionChangeWindow: versionWindow,
      heapBaselineAfter: BASELINE_AFTER,
      heapBytes: { baseline, beforeVersionChange, end },
      heapRatio: {
        js: { beforeVersionChange: beforeVersionChange.js / baseline.js, end: end.js / baseline.js },
        withDom: {
          beforeVersionChange: total(beforeVersionChange) / total(baseline),
          end: total(end) / total(baseline),
        },
      },
      heapLimit: HEAP_GROWTH_LIMIT,
      heapAfterEachCycle: heap.map(({ navigations, window, bytes }) => ({
        navigations,
        window,
        jsMb: mb(bytes.js),
        domMb: mb(bytes.dom),
      })),
      wallTimeS: Math.round((Date.now() - startedAt) / 1000),
    };
    mkdirSync(dirname(RESULT_FILE), { recursive: true });
    writeFileSync(RESULT_FILE, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(
      `day session: ${refreshes.length} refreshes, requests per poll window ${JSON.stringify(requestsPerWindow)}, ` +
        `JS heap ${mb(baseline.js)} MB after ${BASELINE_AFTER} navigations, ${mb(beforeVersionChange.js)} MB before ` +
        `the reload, ${mb(end.js)} MB at the end (DOM ${mb(baseline.dom)}, ${mb(beforeVersionChange.dom)}, ` +
        `${mb(end.dom)} MB)`,
    );

    // ---- no request storm: each window holds one answered poll, at most one refresh, nothing else
    for (const w of perWindow) {
      expect(w.other, `window ${w.window}: requests besides the poll`).toEqual([]);
      expect(w.polls, `window ${w.window}: answered polls`).toBe(1);
      expect(w.refreshes, `window ${w.window}: refreshes`).toBeLessThanOrEqual(1);
      // A refresh window: the poll answered 401, the refresh, the poll again.
      expect(w.total, `window ${w.window}: requests`).toBe(w.refreshes ? 3 : 1);
    }
    // ---- the token really expired, and was refreshed as often as its lifetime implies
    expect(refreshes.map((c) => c.status).filter((status) => status !== 200)).toEqual([]);
    expect(refreshes.length).toBeGreaterThanOrEqual(minRefreshes);
    expect(refreshes.length).toBeLessThanOrEqual(maxRefreshes);
    // ---- one reload, at the version change, and the same session after it
    expect(loads).toEqual([versionWindow]);
    expect(
      calls.filter((c) => c.path === SIGN_IN_PATH),
      'signed in again',
    ).toHaveLength(1);
    expect(await page.getByRole('heading', { name: 'Sign in', exact: true }).count()).toBe(0);
    // ---- nothing shown or reported as an error
    expect(alerts, 'alerts shown').toEqual([]);
    expect(await control.logs(), 'client errors reported to the server').toEqual({ items: [] });
    // ---- the heap stays flat
    const { js, withDom } = figures.heapRatio;
    expect(js.beforeVersionChange, 'JS heap before the reload / after 20 navigations').toBeLessThanOrEqual(
      HEAP_GROWTH_LIMIT,
    );
    expect(js.end, 'JS heap at the end / after 20 navigations').toBeLessThanOrEqual(HEAP_GROWTH_LIMIT);
    expect(withDom.beforeVersionChange, 'JS + DOM heap before the reload / after 20').toBeLessThanOrEqual(
      HEAP_GROWTH_LIMIT,
    );
    expect(withDom.end, 'JS + DOM heap at the end / after 20 navigations').toBeLessThanOrEqual(HEAP_GROWTH_LIMIT);
  }, 600_000);

  it('had no page errors, CSP violations or console errors (but the 401s the refreshes answered)', () => {
    session.expectNoCspViolationsOrPageErrors();
    // Chromium logs every 401 answer; each is a poll that found its token expired and was refreshed.
    const unauthorized = /^Failed to load resource: the server responded with a status of 401\b/;
    const errors = session.consoleErrors();
    expect(errors.filter((m) => !unauthorized.test(m.text))).toEqual([]);
    expect(errors.filter((m) => unauthorized.test(m.text)).length).toBeLessThanOrEqual(
      calls.filter((c) => c.status === 401).length,
    );
  });
});
