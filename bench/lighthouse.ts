/**
 * Lighthouse benchmark: performance, accessibility and best practices of six pages, with
 * Lighthouse's default mobile emulation (a phone's screen: the lists draw their phone cards) and
 * simulated throttling, 3 runs per page, median per category: the sign-in page (`/` signed out),
 * the dashboard (`/` signed in as the Acme administrator), and four signed-in deep links (a full
 * page load of the URL with the session in place): the users list (`/user`), the permissions list
 * (`/permission`), the authentication-type create form (`/auth-type/create`) and a user's record
 * page (`/user/update/1`). Goals (issue 46): accessibility 100 and best practices 100 on every page;
 * performance ≥ 97 with an LCP ≤ 2.5 s on the sign-in page and the dashboard. A deep link's
 * performance goal is the bare react-admin app's list in the same run: bench/lighthouseBareApp.ts.
 *
 * The console is built into its own folder (dist-bench/, other tools own dist/) and served by the
 * real simulator host; Chromium is the system one with the browser tests' flags. Lighthouse drives
 * a Puppeteer page of that Chromium, so the session can be prepared in the same profile first.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { launch } from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { buildConsole, projectRoot } from './bundleSize';
import { startSimulatorHost } from './simulatorHost';
import { emulateLikeLighthouse, signInThroughForm } from './lighthouseSession';
import { LIGHTHOUSE_PAGES, PAGE_SPECS, type LighthousePage, type PageSpec } from './lighthousePages';

/** The browser tests' Chromium flags (tests/e2e/harness.ts CHROMIUM_ARGS; that module needs vitest). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];
const GOALS: Record<Category, number> = { performance: 97, accessibility: 100, 'best-practices': 100 };
/** The first screens' LCP goal (`PageSpec.absoluteGoal`). */
const LCP_GOAL_MS = 2500;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3;
const BUILD_DIR = 'dist-bench';
const reportDir = join(projectRoot, 'bench', 'results');

export interface LighthouseResult {
  lines: string[];
  passed: boolean;
  /** One line per missed goal. */
  misses: string[];
}

interface PageResult {
  name: string;
  runs: Result[];
  /** Whether the performance and LCP goals apply (`PageSpec.absoluteGoal`). */
  absoluteGoal: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const score = (lhr: Result, category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** One Lighthouse navigation of `url` in `page`; `signedIn` keeps the origin's storage (the session). */
export async function audit(page: Page, url: string, signedIn: boolean): Promise<Result> {
  const flags: Flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Lighthouse clears the origin's storage and the HTTP cache before a run; keeping the storage
    // keeps the session, and the cache is cleared below so every run is a cold load all the same.
    disableStorageReset: signedIn,
  };
  if (signedIn) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  // Lighthouse types its `page` against its own copy of puppeteer-core's declarations.
  const result = await lighthouse(url, flags, undefined, page as unknown as Parameters<typeof lighthouse>[3]);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** Failed audits of a run: scored audits under 1 (performance: under 0.9, as Lighthouse colours them). */
function failedAudits(lhr: Result): { category: Category; id: string; title: string; display: string }[] {
  const failed: { category: Category; id: string; title: string; display: string }[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (
        !a ||
        a.score === null ||
        a.scoreDisplayMode === 'informative' ||
        a.scoreDisplayMode === 'notApplicable' ||
        a.scoreDisplayMode === 'manual'
      )
        continue;
      if (a.score < (category === 'performance' ? 0.9 : 1))
        failed.push({ category, id: ref.id, title: a.title, display: a.displayValue ?? '' });
    }
  }
  return failed;
}

/**
 * The signed-in runs must really be signed in and show their page: no 401 from the API during the
 * load, the page's own API request answered 200, and no redirect away from the path (a signed-out
 * deep link lands on the sign-in page at `/`).
 */
function assertSignedIn(lhr: Result, spec: PageSpec): void {
  const items =
    (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined)?.items ??
    [];
  const unauthorized = items.filter((i) => i.url.includes('/api/v1/') && i.statusCode === 401);
  if (unauthorized.length)
    throw new Error(
      `the ${spec.name} run was not signed in (401 from ${unauthorized.map((i) => new URL(i.url).pathname).join(', ')})`,
    );
  const { api } = spec;
  if (api && !items.some((i) => new URL(i.url).pathname.endsWith(`/api/v1${api}`) && i.statusCode === 200))
    throw new Error(`the ${spec.name} run did not load ${api}`);
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  if (shown !== spec.path) throw new Error(`the ${spec.name} run ended on ${shown}, not ${spec.path}`);
}

function summarize(pages: PageResult[]): LighthouseResult {
  const misses: string[] = [];
  const lines = [
    `Lighthouse ${pages[0]?.runs[0]?.lighthouseVersion ?? '?'}, mobile form factor (default emulation), simulated throttling (${defaultSettings.throttling.rttMs} ms RTT, ${(defaultSettings.throttling.throughputKbps / 1024).toFixed(1)} Mbit/s, CPU × ${defaultSettings.throttling.cpuSlowdownMultiplier}), ${RUNS} runs per page, median per category; console built into ${BUILD_DIR}/ (or the --dist folder) and served by simulator/hosts/serve.ts; Chromium ${pages[0]?.runs[0]?.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '?'} headless.`,
    '',
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | SI |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const goalLine = `| goal | ≥ ${GOALS.performance} (sign-in, dashboard) | ${GOALS.accessibility} | ${GOALS['best-practices']} | | ≤ ${LCP_GOAL_MS} ms (sign-in, dashboard) | | | |`;
  const failedLines: string[] = [];
  for (const { name, runs, absoluteGoal } of pages) {
    const cells = CATEGORIES.map((category) => {
      const scores = runs.map((lhr) => score(lhr, category));
      const m = median(scores);
      const missed = m < GOALS[category] && (category !== 'performance' || absoluteGoal);
      if (missed)
        misses.push(`${name}: ${category} ${m} (goal ${category === 'performance' ? '≥ ' : ''}${GOALS[category]})`);
      return `${missed ? '**' : ''}${m}${missed ? '**' : ''} (${scores.join(', ')})`;
    });
    const metrics = METRICS.map(([id]) => {
      const value = median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
      if (id === 'cumulative-layout-shift') return value.toFixed(3);
      const missed = id === 'largest-contentful-paint' && absoluteGoal && value > LCP_GOAL_MS;
      if (missed) misses.push(`${name}: LCP ${Math.round(value)} ms (goal ≤ ${LCP_GOAL_MS} ms)`);
      return missed ? `**${Math.round(value)} ms**` : `${Math.round(value)} ms`;
    });
    lines.push(`| ${name} | ${cells.join(' | ')} | ${metrics.join(' | ')} |`);
    const seen = new Map<string, { title: string; category: Category; displays: string[]; count: number }>();
    for (const lhr of runs) {
      for (const f of failedAudits(lhr)) {
        const entry = seen.get(f.id) ?? { title: f.title, category: f.category, displays: [], count: 0 };
        entry.count += 1;
        if (f.display) entry.displays.push(f.display);
        seen.set(f.id, entry);
      }
    }
    failedLines.push(
      `- ${name}: ${seen.size ? [...seen].map(([id, e]) => `${e.category} · ${e.title} (\`${id}\`${e.displays.length ? `, ${e.displays.join(' / ')}` : ''}) in ${e.count}/${runs.length} runs`).join('; ') : 'none'}.`,
    );
  }
  lines.push(
    goalLine,
    '',
    "Metrics are the medians of the runs (Lighthouse's simulated values). Failed audits (score under 1; performance audits under 0.9):",
    '',
    ...failedLines,
  );
  // Simulated throttling scales the tasks observed on this host: a loaded host inflates them.
  const index = pages
    .map(
      ({ name, runs }) =>
        `${name.split(' (')[0]} ${runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)).join(', ')}`,
    )
    .join('; ');
  lines.push(
    '',
    `Host CPU during the runs (Lighthouse's benchmark index, higher is faster; about 2,400 on this machine when idle): ${index}. Load average after the runs: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')} (${cpus().length} cores).`,
  );
  lines.push(
    '',
    misses.length
      ? `- FAILED: ${misses.join('; ')}`
      : `- PASS: every goal met on ${pages.length === 1 ? 'the page audited' : pages.length === LIGHTHOUSE_PAGES.length ? 'every page' : `the ${pages.length} pages audited`}`,
  );
  return { lines, passed: misses.length === 0, misses };
}

async function withBrowser<T>(fn: (browser: Browser) => Promise<T>): Promise<T> {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_ARGS, logLevel: 'error' });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      return await fn(browser);
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

/**
 * Builds into dist-bench/ (deleted afterwards), or audits an existing build (`distDir`, relative to
 * the project). `pages` limits the audit to some pages (default: all six); the goals apply to those.
 */
export async function runLighthouseBench(
  options: { distDir?: string; pages?: readonly LighthousePage[] } = {},
): Promise<LighthouseResult> {
  const dir = options.distDir ?? BUILD_DIR;
  const pages = options.pages ?? LIGHTHOUSE_PAGES;
  if (!options.distDir) buildConsole(['--outDir', BUILD_DIR, '--emptyOutDir']);
  const host = await startSimulatorHost(dir, 'bench-lighthouse-host');
  try {
    return await withBrowser(async (browser) => {
      const page = await browser.newPage();
      const audited: [LighthousePage, PageResult][] = [];
      // In LIGHTHOUSE_PAGES order: the sign-in page's runs come before any sign-in.
      for (const slug of LIGHTHOUSE_PAGES.filter((p) => pages.includes(p))) {
        const spec = PAGE_SPECS[slug];
        const url = `${host.baseUrl}${spec.path}`;
        if (spec.signedIn) {
          // The session's tokens are bound to the device fingerprint, which depends on the emulated
          // device: sign in under the same emulation Lighthouse applies, through the console's form.
          // A fresh session for each page, so no page's runs meet an access token near its expiry.
          await emulateLikeLighthouse(page);
          await signInThroughForm(page, `${host.baseUrl}/`);
        }
        const result: PageResult = { name: spec.name, runs: [], absoluteGoal: spec.absoluteGoal === true };
        for (let run = 0; run < RUNS; run++) {
          const lhr = await audit(page, url, spec.signedIn);
          if (spec.signedIn) assertSignedIn(lhr, spec);
          result.runs.push(lhr);
        }
        audited.push([slug, result]);
      }
      mkdirSync(reportDir, { recursive: true });
      for (const [slug, result] of audited)
        result.runs.forEach((lhr, i) =>
          writeFileSync(join(reportDir, `lighthouse-${slug}-${i + 1}.json`), JSON.stringify(lhr)),
        );
      return summarize(audited.map(([, result]) => result));
    });
  } finally {
    host.stop();
    if (!options.distDir) rmSync(join(projectRoot, BUILD_DIR), { recursive: true, force: true });
  }
}
