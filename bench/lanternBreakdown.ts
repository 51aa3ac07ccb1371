/**
 * Why Lighthouse's simulated LCP and TBT are what they are: one Lighthouse run of a page, then the
 * timeline of Lighthouse's own simulation (Lantern) of the graphs behind a metric — every request
 * (start → end in simulated ms, bytes, connection) and every main-thread task of 15 ms or more
 * (simulated, i.e. observed × 4) with its largest trace events.
 *
 *   npx tsx bench/lanternBreakdown.ts [--dist=DIR] [--page=sign-in|dashboard] [--path=/user] [--metric=LargestContentfulPaint]
 *
 * `--path` audits that path signed in (a deep link, e.g. `/user`, `/auth-type/create`) instead of `/`.
 * `--metric` matches Lantern's simulation names (optimistic/pessimistic LargestContentfulPaint,
 * FirstContentfulPaint, Interactive, TotalBlockingTime…). Builds nothing: build first
 * (`npx vite build --outDir DIR`). Reading it: LCP is the end of the last node of its graph; TBT
 * sums each task's excess over 50 ms between FCP and TTI.
 */
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { launch } from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startSimulatorHost } from './simulatorHost';
import { emulateLikeLighthouse, signInThroughForm } from './lighthouseSession';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const dist = arg('dist', 'dist');
const path = arg('path', '/');
const signedIn = arg('page', 'sign-in') === 'dashboard' || path !== '/';
const metric = new RegExp(arg('metric', 'LargestContentfulPaint'));
const out = (line: string) => process.stdout.write(`${line}\n`);

interface TraceEvent {
  name: string;
  dur?: number;
}
interface GraphNode {
  type: 'cpu' | 'network';
  childEvents: TraceEvent[];
  rawRequest: { url: string; transferSize: number; connectionId: number };
}
const timingsByLabel = (
  Lantern as unknown as {
    Simulation: { Simulator: { allNodeTimings: Map<string, Map<GraphNode, { startTime: number; endTime: number }>> } };
  }
).Simulation.Simulator.allNodeTimings;

process.env.LANTERN_DEBUG = '1'; // makes Lantern keep every simulation's node timings
const host = await startSimulatorHost(dist, 'bench-lantern-host');
const chrome = await launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
  logLevel: 'error',
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const page = await browser.newPage();
  const url = `${host.baseUrl}${path}`;
  if (signedIn) {
    await emulateLikeLighthouse(page);
    await signInThroughForm(page, `${host.baseUrl}/`);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn },
    undefined,
    page as unknown as Parameters<typeof lighthouse>[3],
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  out(
    `performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
  );
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'speed-index',
    'interactive',
  ])
    out(`  ${id}: ${Math.round(lhr.audits[id]?.numericValue ?? NaN)} ms`);
  // Which element Lighthouse took as the largest paint (its selector, size and text).
  const insight = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type: string }[] } | undefined;
  const lcpNode = insight?.items?.find((item) => item.type === 'node') as
    { selector?: string; nodeLabel?: string; boundingRect?: { width: number; height: number } } | undefined;
  if (lcpNode)
    out(
      `  LCP element: ${lcpNode.selector} (${lcpNode.boundingRect?.width} × ${lcpNode.boundingRect?.height}) "${lcpNode.nodeLabel}"`,
    );
  for (const [label, nodes] of timingsByLabel) {
    if (!metric.test(label)) continue;
    out(`\n== ${label}`);
    const rows = [...nodes].sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, { startTime, endTime }] of rows) {
      const span = `${startTime.toFixed(0).padStart(5)} → ${endTime.toFixed(0).padStart(5)} (${(endTime - startTime).toFixed(0)})`;
      if (node.type === 'network') {
        const { url: requested, transferSize, connectionId } = node.rawRequest;
        out(`net  ${span} ${requested.replace(host.baseUrl, '')} ${transferSize} B, connection ${connectionId}`);
      } else if (endTime - startTime >= 15) {
        const byName = new Map<string, number>();
        for (const event of node.childEvents)
          byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
        const top = [...byName]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
        out(`cpu  ${span} ${top.join(', ')}`);
      }
    }
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  host.stop();
}
