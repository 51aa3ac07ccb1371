/**
 * Command palette benchmark: in Chromium, against the built console and the in-process simulator
 * (bench/usersListSession.ts: the users list open), how long the palette takes
 * - to show after Ctrl+K (goal ≤ 100 ms): from the key's keydown to the painted frame with the
 *   dialog and its focused field; the first open after a page load (the chunk preloaded when the
 *   console went idle), and the next ones;
 * - to show the records after typing stops (goal ≤ 300 ms, the 150 ms debounce included): from
 *   the last key's keydown to the painted frame where every resource's search has answered and
 *   the typed user is listed. Each run types a new term, so no answer comes from the cache.
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { openUsersList } from './usersListSession';

const RUNS = Number(process.env.PALETTE_RUNS ?? 9) || 9;
/** Page loads whose first open is timed. */
const FIRST_OPENS = 3;
const OPEN_GOAL_MS = 100;
const RESULTS_GOAL_MS = 300;
/** Users bench.user50 … bench.user59 exist (the seed has 50 users): each run searches one. */
const USERS = 60;

export interface PaletteBenchResult {
  lines: string[];
  passed: boolean;
}

type Goal = 'open' | 'results';

/**
 * Starts a stopwatch in the page at the next (`open`) or last (`results`) keydown, stopped in the
 * frame after the DOM first shows `goal` reached (a task posted from that frame's
 * requestAnimationFrame runs after its paint). `expected` is the username the results must list.
 */
async function startStopwatch(page: Page, goal: Goal, expected = ''): Promise<void> {
  await page.evaluate(
    ({ goal, expected }) => {
      const state: { keyAt?: number; paintedAt?: number } = {};
      (window as unknown as { __palette: typeof state }).__palette = state;
      const onKey = (event: KeyboardEvent) => {
        if (goal === 'results' || state.keyAt === undefined) state.keyAt = event.timeStamp;
      };
      addEventListener('keydown', onKey, { capture: true });
      const reached = () => {
        const dialog = document.querySelector('[role="dialog"][aria-label="Command palette"]');
        const field = dialog?.querySelector('[role="combobox"]');
        if (goal === 'open') return !!field && document.activeElement === field;
        const status = dialog?.querySelector('[role="status"]')?.textContent ?? '';
        const options = [...(dialog?.querySelectorAll('[role="option"]') ?? [])];
        return !status.startsWith('Searching') && options.some((option) => option.textContent?.startsWith(expected));
      };
      const observer = new MutationObserver(() => {
        if (state.keyAt === undefined || !reached()) return;
        observer.disconnect();
        removeEventListener('keydown', onKey, { capture: true });
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (state.paintedAt = performance.now());
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    },
    { goal, expected },
  );
}

async function elapsed(page: Page): Promise<number> {
  type State = { keyAt: number; paintedAt?: number };
  await page.waitForFunction(
    () => (window as unknown as { __palette: State }).__palette.paintedAt !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  const { keyAt, paintedAt } = await page.evaluate(() => (window as unknown as { __palette: State }).__palette);
  return paintedAt! - keyAt;
}

/**
 * Waits until the console has fetched the palette's chunk (when it is first idle after the frame
 * rendered) and the network is quiet, as for a user who looks at the first screen for a moment.
 */
async function waitForPreload(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Users', exact: true }).waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => performance.getEntriesByType('resource').some((entry) => /\/page-palette-[^/]*\.js$/.test(entry.name)),
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
}

async function closePalette(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('[role="dialog"][aria-label="Command palette"]').waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

export async function runPaletteBench(): Promise<PaletteBenchResult> {
  const loadBefore = loadavg()[0]!;
  // tsx keeps function names with a `__name(fn, name)` helper the page does not have.
  const { page, close } = await openUsersList({
    users: USERS,
    rows: 25,
    initScript: 'globalThis.__name = (fn) => fn;',
  });
  try {
    const firsts: number[] = [];
    const opens: number[] = [];
    const results: number[] = [];
    for (let load = 0; load < FIRST_OPENS; load++) {
      if (load > 0) await page.reload();
      await waitForPreload(page);
      await startStopwatch(page, 'open');
      await page.keyboard.press('Control+k');
      firsts.push(await elapsed(page));
      await closePalette(page);
    }
    for (let run = 0; run < RUNS; run++) {
      await startStopwatch(page, 'open');
      await page.keyboard.press('Control+k');
      opens.push(await elapsed(page));
      const username = `bench.user5${run}`;
      await startStopwatch(page, 'results', username);
      await page.keyboard.type(username, { delay: 40 });
      results.push(await elapsed(page));
      await closePalette(page);
    }
    const failures: string[] = [];
    if (percentile(firsts, 50) > OPEN_GOAL_MS) failures.push('first open: median over the goal');
    if (percentile(opens, 50) > OPEN_GOAL_MS) failures.push('open: median over the goal');
    if (percentile(results, 50) > RESULTS_GOAL_MS) failures.push('results: median over the goal');
    const row = (name: string, runs: number[], goal: number) =>
      `| ${name} | ${percentile(runs, 50).toFixed(0)} ms | ${percentile(runs, 95).toFixed(0)} ms | ${runs.map((v) => v.toFixed(0)).join(', ')} | ≤ ${goal} ms |`;
    return {
      passed: failures.length === 0,
      lines: [
        `Signed in with the users list open (1600×1000, ${USERS}+ users); the palette's chunk preloaded when the console went idle. Timed in the page from the key's keydown to the frame that shows the result painted. Results: a new username typed key by key (40 ms apart) each run; the 150 ms debounce is included; shown when all four resources' searches (users, projects, authentication types, permissions) have answered and the user is listed.`,
        '',
        '| measure | median | p95 | runs (ms) | goal |',
        '| --- | ---: | ---: | --- | ---: |',
        row(
          `Ctrl+K → palette painted, field focused (first open after a page load; ${FIRST_OPENS} loads)`,
          firsts,
          OPEN_GOAL_MS,
        ),
        row('Ctrl+K → palette painted, field focused (next opens)', opens, OPEN_GOAL_MS),
        row('typing stops → records painted', results, RESULTS_GOAL_MS),
        '',
        `- 1-minute load average of the machine: ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end (other work on the machine slows the figures).`,
        failures.length
          ? `- FAILED: ${failures.join('; ')}`
          : `- PASS: palette shown ≤ ${OPEN_GOAL_MS} ms after the key press, records ≤ ${RESULTS_GOAL_MS} ms after typing stops (medians)`,
      ],
    };
  } finally {
    await close();
  }
}
