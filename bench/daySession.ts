/**
 * Day-long session benchmark: runs the browser test
 * tests/e2e/daySession.e2e.ts — eight simulated hours in one signed-in tab on Playwright's clock
 * and the simulator's: token refreshes, a poll every `updatesInterval`, one version change, 300
 * client-side navigations — through scripts/e2e.mjs (its own build folder and simulator host),
 * and records the figures the test writes: refreshes, requests per poll window, reloads and the
 * JS heap after a forced GC (after 20 navigations, before the reload, at the end, after each
 * cycle of 10). The goals are the test's: it fails when one is missed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './bundleSize';

interface DaySessionFigures {
  simulatedHours: number;
  pollIntervalMs: number;
  pollWindows: number;
  navigations: number;
  tokenLifetimeS: number;
  refreshes: number;
  refreshesExpected: { min: number; max: number };
  unauthorizedAnswers: number;
  /** Requests in a poll window → number of windows (the version change's window left out). */
  requestsPerWindow: Record<string, number>;
  reloads: number;
  versionChangeWindow: number;
  /** Navigations before the heap baseline. */
  heapBaselineAfter: number;
  /** `js`: V8's used heap; `dom`: Blink's (DOM nodes, styles, events). */
  heapBytes: Record<'baseline' | 'beforeVersionChange' | 'end', { js: number; dom: number }>;
  heapRatio: Record<'js' | 'withDom', { beforeVersionChange: number; end: number }>;
  heapLimit: number;
  heapAfterEachCycle: { navigations: number; window: number; jsMb: number; domMb: number }[];
  wallTimeS: number;
}

export interface DaySessionResult {
  lines: string[];
  passed: boolean;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ratio = (value: number) => `${value.toFixed(2)}×`;

/** `distDir` (relative to the project root) is served as it is when `skipBuild`; else built into it. */
export function runDaySessionBench(options: { distDir?: string; skipBuild?: boolean } = {}): DaySessionResult {
  const distDir = options.distDir ?? 'dist-bench-day';
  const resultFile = join(projectRoot, 'test-results', 'day-session-bench.json');
  rmSync(resultFile, { force: true });
  const run = spawnSync(process.execPath, ['scripts/e2e.mjs', 'tests/e2e/daySession.e2e.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_DIST_DIR: distDir,
      ...(options.skipBuild ? { E2E_SKIP_BUILD: '1' } : {}),
      DAY_SESSION_RESULT: resultFile,
    },
  });
  // The test writes its figures before checking them: a missed goal still has its numbers.
  if (!existsSync(resultFile))
    throw new Error(`the day-long session test wrote no figures (exit ${run.status ?? run.signal})`);
  const f = JSON.parse(readFileSync(resultFile, 'utf8')) as DaySessionFigures;
  const passed = run.status === 0;

  const windows = Object.entries(f.requestsPerWindow)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([requests, count]) => `${requests} request${requests === '1' ? '' : 's'} in ${count}`)
    .join(', ');
  const { baseline: b, beforeVersionChange: r, end: e } = f.heapBytes;
  const cycleAfterReload = f.heapAfterEachCycle.find((h) => h.window > f.versionChangeWindow);
  const lines = [
    `One signed-in tab, ${f.simulatedHours} simulated hours on Playwright's clock and the simulator's (control API): ` +
      `a poll every ${f.pollIntervalMs / 1000} s (${f.pollWindows} poll windows, the app idle in each), ` +
      `access tokens of ${f.tokenLifetimeS / 60} min expiring server-side, one server version change ` +
      `(window ${f.versionChangeWindow}), ${f.navigations} client-side navigations (menu, rows, create link, ` +
      `account menu, my-area menu: dashboard, users, a user's edit form, projects, the project create form, ` +
      `authentication types, permissions, a permission's edit form, four my-area pages, API keys). ` +
      `Wall time ${f.wallTimeS} s.`,
    '',
    '| measure | value | goal |',
    '| --- | ---: | ---: |',
    `| token refreshes | ${f.refreshes} | ≥ ${f.refreshesExpected.min}, ≤ ${f.refreshesExpected.max} |`,
    `| requests per poll window (version change's window left out) | ${windows} | 1, or 3 with a refresh (401, refresh, poll) |`,
    `| polls answered 401 (token expired) | ${f.unauthorizedAnswers} | one per refresh |`,
    `| page reloads | ${f.reloads} | 1 (the version change) |`,
    `| JS heap after ${f.heapBaselineAfter} navigations (baseline); DOM heap | ${mb(b.js)}; ${mb(b.dom)} | |`,
    `| JS heap before the version change's reload; with the DOM heap | ${mb(r.js)} (${ratio(f.heapRatio.js.beforeVersionChange)}); ${mb(r.js + r.dom)} (${ratio(f.heapRatio.withDom.beforeVersionChange)}) | ≤ ${ratio(f.heapLimit)} |`,
    `| JS heap at the end; with the DOM heap | ${mb(e.js)} (${ratio(f.heapRatio.js.end)}); ${mb(e.js + e.dom)} (${ratio(f.heapRatio.withDom.end)}) | ≤ ${ratio(f.heapLimit)} |`,
    '',
    `Heaps after two forced GCs (DevTools protocol \`Runtime.getHeapUsage\`: V8's used heap, and Blink's, the DOM) ` +
      `after each cycle of 10 navigations, same screen each time; the reload starts new ones` +
      `${cycleAfterReload ? ` (from ${cycleAfterReload.navigations} navigations on)` : ''}.`,
    '',
    `- JS (MB): ${f.heapAfterEachCycle.map((h) => h.jsMb.toFixed(1)).join(', ')}`,
    `- DOM (MB): ${f.heapAfterEachCycle.map((h) => h.domMb.toFixed(1)).join(', ')}`,
    '',
    passed ? '- PASS' : '- FAILED: see the test output (tests/e2e/daySession.e2e.ts)',
  ];
  return { lines, passed };
}
