/**
 * The bare react-admin app (../shared/refapp) and the console under the same Lighthouse runs (the
 * bench's mobile emulation and simulated throttling), alternated run by run: the bare app's list
 * (`/#/project`, signed in, a full load), then the console's signed-in pages: /permission, the
 * dashboard, /user, /auth-type/create and a user's record page, each a full load.
 * It shows what a react-admin list reaches on Lighthouse's simulated phone, where the console's
 * goals sit. Both are served compressed the same way (brotli, highest quality); prints each run
 * and the medians, with the element Lighthouse took as the largest paint.
 *
 *   node scripts/run-ts.mjs bench/lighthouseBareApp.ts [--dist=dist] [--runs=3]
 *
 * Build the console first (`npx vite build`); the bare app is built here (its dependencies
 * installed on first use, as compare.sh does) and its mock API started beside it.
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { launch } from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import type { Result } from 'lighthouse';
import { audit, CHROMIUM_ARGS } from './lighthouse';
import { emulateLikeLighthouse, signInThroughForm } from './lighthouseSession';
import { projectRoot } from './bundleSize';
import { startSimulatorHost } from './simulatorHost';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = resolve(projectRoot, arg('dist') ?? 'dist');
const runs = Number(arg('runs') ?? 3);
const refapp = resolve(projectRoot, '../shared/refapp');
const MOCK_PORT = 4200;

/** The bare app's build, its files sent brotli-compressed, /api passed to its mock server. */
function serveBareApp(root: string): Promise<{ server: Server; origin: string }> {
  const compressed = new Map<string, Buffer>();
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/api')) {
      const upstream = request(
        { host: '127.0.0.1', port: MOCK_PORT, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
      return;
    }
    let file = join(root, new URL(req.url ?? '/', 'http://host').pathname);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    const brotli = String(req.headers['accept-encoding']).includes('br') && extname(file) in types;
    if (brotli && !compressed.has(file))
      compressed.set(file, brotliCompressSync(readFileSync(file), { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      ...(brotli ? { 'content-encoding': 'br' } : {}),
    });
    res.end(brotli ? compressed.get(file) : readFileSync(file));
  });
  return new Promise((ready) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      ready({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

/** Waits, up to 30 s, until `url` answers 2xx (the mock server starting). */
async function untilAnswers(url: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    const answered = await fetch(url).catch(() => undefined);
    if (answered?.ok) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${url} did not answer`);
}

if (!existsSync(join(refapp, 'node_modules')))
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: refapp, stdio: 'ignore' });
const bareDist = mkdtempSync(join(tmpdir(), 'refapp-dist-'));
execFileSync('npx', ['vite', 'build', '--outDir', bareDist, '--logLevel', 'warn'], {
  cwd: refapp,
  env: { ...process.env, APP_VARIANT: 'AppLazy' },
  stdio: 'ignore',
});
const mock = spawn('npx', ['tsx', 'scripts/mock-server-node.ts'], {
  cwd: refapp,
  env: { ...process.env, PORT: String(MOCK_PORT) },
  stdio: 'ignore',
  detached: true,
});
const bare = await serveBareApp(bareDist);
const host = await startSimulatorHost(dist, 'bench-lighthouse-bare');
const chrome = await launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: CHROMIUM_ARGS,
  logLevel: 'error',
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const largestPaint = (lhr: Result) => {
  const items = (lhr.audits['lcp-breakdown-insight']?.details as { items?: Record<string, unknown>[] } | undefined)
    ?.items;
  const node = items?.find((item) => item.type === 'node') as
    { nodeLabel?: string; boundingRect?: { width: number; height: number } } | undefined;
  return node ? `"${node.nodeLabel}" ${node.boundingRect?.width} × ${node.boundingRect?.height}` : 'none';
};
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const tabs = { bare: await browser.newPage(), console: await browser.newPage() };
  for (const tab of Object.values(tabs)) await emulateLikeLighthouse(tab);
  await tabs.bare.bringToFront();
  await untilAnswers(`${bare.origin}/api/projects`);
  await tabs.bare.goto(`${bare.origin}/`, { waitUntil: 'networkidle0' });
  await tabs.bare.evaluate(() => localStorage.setItem('proto.user', 'alice')); // the bare app's session
  await tabs.console.bringToFront();
  await signInThroughForm(tabs.console, `${host.baseUrl}/`);
  const pages: [name: string, tab: Page, url: string][] = [
    ['bare app, list (/#/project)', tabs.bare, `${bare.origin}/#/project`],
    ['console, /permission', tabs.console, `${host.baseUrl}/permission`],
    ['console, / (dashboard)', tabs.console, `${host.baseUrl}/`],
    ['console, /user', tabs.console, `${host.baseUrl}/user`],
    ['console, /auth-type/create', tabs.console, `${host.baseUrl}/auth-type/create`],
    ["console, a user's record (/user/update/1)", tabs.console, `${host.baseUrl}/user/update/1`],
  ];
  const figures = new Map(pages.map(([name]) => [name, [] as number[][]]));
  for (let run = 1; run <= runs; run++)
    for (const [name, tab, url] of pages) {
      await tab.bringToFront();
      const lhr = await audit(tab, url, true);
      const row = [
        Math.round((lhr.categories.performance?.score ?? 0) * 100),
        ...['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].map((id) =>
          Math.round(lhr.audits[id]?.numericValue ?? NaN),
        ),
      ];
      figures.get(name)!.push(row);
      const scripts = (
        lhr.audits['network-requests']?.details as { items: { resourceType?: string; transferSize?: number }[] }
      ).items.filter((item) => item.resourceType === 'Script');
      const scriptKB = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
      console.log(
        `${name} #${run}: performance ${row[0]}, FCP ${row[1]} ms, LCP ${row[2]} ms, TBT ${row[3]} ms; ${scripts.length} scripts, ${scriptKB.toFixed(0)} KB; largest paint ${largestPaint(lhr)}`,
      );
    }
  for (const [name, rows] of figures) {
    const column = (i: number) => median(rows.map((row) => row[i]!));
    console.log(
      `median ${name}: performance ${column(0)} (${rows.map((row) => row[0]).join(', ')}), FCP ${column(1)} ms, LCP ${column(2)} ms, TBT ${column(3)} ms`,
    );
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  host.stop();
  bare.server.close();
  process.kill(-mock.pid!);
  rmSync(bareDist, { recursive: true, force: true });
}
