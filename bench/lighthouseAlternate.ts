/**
 * Two builds of the console side by side under Lighthouse (the bench's pages, emulation and
 * throttling), their runs alternated page by page — base, head, then head, base — so both meet the
 * same machine load; a shared machine's load moves every figure, their difference much less.
 * Prints each run and the medians per page and build.
 *
 *   node scripts/run-ts.mjs bench/lighthouseAlternate.ts --base=URL --head=URL [--runs=5] [--pages=users,permissions]
 *
 * Each URL is a running simulator host of one checkout, e.g. in a worktree of the base commit:
 * `npx vite build --outDir dist-ab && PORT=4343 HOST=127.0.0.1 SIMULATOR_CONTROL=1 NODE_ENV=test
 * DIST_DIR=dist-ab node scripts/run-ts.mjs simulator/hosts/serve.ts`.
 */
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { audit, CHROMIUM_ARGS } from './lighthouse';
import { LIGHTHOUSE_PAGES, PAGE_SPECS, type LighthousePage } from './lighthousePages';
import { emulateLikeLighthouse, signInThroughForm } from './lighthouseSession';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const origins = { base: arg('base'), head: arg('head') };
if (!origins.base || !origins.head) throw new Error('--base=URL and --head=URL are required');
const runs = Number(arg('runs') ?? 5);
const pages = (arg('pages')?.split(',') ?? LIGHTHOUSE_PAGES).filter((name): name is LighthousePage =>
  (LIGHTHOUSE_PAGES as readonly string[]).includes(name),
);
const builds = ['base', 'head'] as const;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const chrome = await launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
  logLevel: 'error',
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  // One tab per build (each origin keeps its own session); the audited tab is brought to the
  // front: a tab in the background gets no animation frames, and the console waits for one.
  const tabs = { base: await browser.newPage(), head: await browser.newPage() };
  for (const slug of pages) {
    const spec = PAGE_SPECS[slug];
    const figures = { base: [] as number[][], head: [] as number[][] };
    if (spec.signedIn)
      for (const build of builds) {
        await tabs[build].bringToFront();
        await emulateLikeLighthouse(tabs[build]);
        await signInThroughForm(tabs[build], `${origins[build]}/`);
      }
    for (let run = 0; run < runs; run++)
      for (const build of run % 2 ? [...builds].reverse() : builds) {
        await tabs[build].bringToFront();
        const lhr = await audit(tabs[build], `${origins[build]}${spec.path}`, spec.signedIn);
        const shown = new URL(lhr.finalDisplayedUrl).pathname;
        if (shown !== spec.path) throw new Error(`${build}: the ${slug} run ended on ${shown}`);
        const row = [
          Math.round((lhr.categories.performance?.score ?? 0) * 100),
          ...['largest-contentful-paint', 'total-blocking-time', 'first-contentful-paint'].map((id) =>
            Math.round(lhr.audits[id]?.numericValue ?? NaN),
          ),
          Math.round(lhr.environment.benchmarkIndex),
        ];
        figures[build].push(row);
        console.log(
          `${slug} ${build} #${run + 1}: performance ${row[0]}, LCP ${row[1]} ms, TBT ${row[2]} ms, FCP ${row[3]} ms, benchmark index ${row[4]}`,
        );
      }
    for (const build of builds) {
      const column = (i: number) => median(figures[build].map((row) => row[i]!));
      console.log(
        `median ${slug} ${build}: performance ${column(0)} (${figures[build].map((row) => row[0]).join(', ')}), LCP ${column(1)} ms, TBT ${column(2)} ms, FCP ${column(3)} ms`,
      );
    }
  }
  await browser.disconnect();
} finally {
  chrome.kill();
}
