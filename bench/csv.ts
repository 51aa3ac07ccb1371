/**
 * CSV benchmark (`npm run bench -- --only=csv`): a generated 100 MB, 20-column CSV is parsed in
 * Chromium by raw papaparse and by the console's validation, both in module workers; validation must
 * reach ≥ 60 % of raw papaparse's rows/s of the same run, and no main-thread task may exceed 50 ms
 * (PerformanceObserver 'longtask') while it runs.
 */
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { once } from 'node:events';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const TARGET_BYTES = 100 * 1024 * 1024;
const ROUNDS = 3;
const MIN_RATIO = 0.6;
const MAX_TASK_MS = 50;

export interface CsvBenchResult {
  bytes: number;
  rows: number;
  rawRowsPerSecond: number;
  validatedRowsPerSecond: number;
  ratio: number;
  longTasks: number;
  maxTaskMs: number;
  lines: string[];
  passed: boolean;
}

/** 20 columns: text, e-mail, boolean, number, text…; every value valid. */
async function generateCsv(path: string): Promise<number> {
  const out = createWriteStream(path);
  const header = Array.from({ length: 20 }, (_, i) => `f${i}`).join(',');
  out.write(`${header}\n`);
  let bytes = header.length + 1;
  let i = 0;
  while (bytes < TARGET_BYTES) {
    const lines: string[] = [];
    for (let n = 0; n < 5000; n += 1, i += 1) {
      const cells = [];
      for (let c = 0; c < 20; c += 5)
        cells.push(
          `name ${i}-${c}`,
          `user${i}.${c}@example.com`,
          i % 2 ? 'yes' : 'no',
          String((i * 7 + c) % 100000),
          `"note, ${i}"`,
        );
      lines.push(cells.join(','));
    }
    const chunk = `${lines.join('\n')}\n`;
    bytes += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return i;
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.csv': 'text/csv' };

export async function runCsvBench(): Promise<CsvBenchResult> {
  const executablePath =
    ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p)) ??
    process.env.CHROME_PATH;
  if (!executablePath) throw new Error('No Chromium found (set CHROME_PATH)');
  const work = mkdtempSync(join(tmpdir(), 'csv-bench-'));
  const outDir = join(work, 'dist');
  const csvPath = join(work, 'bench.csv');
  try {
    await build({
      configFile: false,
      root: resolve(import.meta.dirname, 'csv-page'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
      worker: { format: 'es' },
    });
    const dataRows = await generateCsv(csvPath);
    const server = createServer((request, response) => {
      const path =
        request.url === '/bench.csv'
          ? csvPath
          : join(outDir, request.url === '/' ? 'index.html' : (request.url ?? '').split('?')[0]!);
      if (!path.startsWith(work) || !existsSync(path) || statSync(path).isDirectory())
        return void response.writeHead(404).end();
      response.writeHead(200, {
        'content-type': types[extname(path)] ?? 'application/octet-stream',
        'content-length': statSync(path).size,
      });
      if (path === csvPath) createReadStream(path).pipe(response);
      else response.end(readFileSync(path));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    const browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
      headless: true,
    });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => typeof window.runCsvBench === 'function');
      const result = (await page.evaluate((rounds) => window.runCsvBench('/bench.csv', rounds), ROUNDS)) as {
        bytes: number;
        previewMs: number;
        results: {
          raw: { rows: number; ms: number };
          validated: { rows: number; ms: number; problems: number; longTasks: number[] };
        }[];
      };
      const rawBest = Math.max(...result.results.map((r) => r.raw.rows / (r.raw.ms / 1000)));
      const validatedBest = Math.max(...result.results.map((r) => r.validated.rows / (r.validated.ms / 1000)));
      const tasks = result.results.flatMap((r) => r.validated.longTasks);
      const problems = result.results.map((r) => r.validated.problems);
      if (problems.some((count) => count !== 0))
        throw new Error(`validation found ${problems.join('/')} problems in a valid file`);
      const rows = result.results[0]!.validated.rows;
      if (rows !== dataRows + 1) throw new Error(`validation counted ${rows} rows, the file has ${dataRows + 1}`);
      const ratio = validatedBest / rawBest;
      const maxTaskMs = tasks.length ? Math.max(...tasks) : 0;
      const passed = ratio >= MIN_RATIO && maxTaskMs <= MAX_TASK_MS && result.previewMs < 1000;
      const fmt = (n: number) => Math.round(n).toLocaleString('en');
      const lines = [
        `File: ${(result.bytes / 1024 / 1024).toFixed(1)} MB, 20 columns, ${fmt(rows)} rows (header included), generated; best of ${ROUNDS} rounds, Chromium headless.`,
        '',
        '| measure | value |',
        '| --- | ---: |',
        `| raw papaparse in a module worker | ${fmt(rawBest)} rows/s |`,
        `| console validation in its module worker (20 mapped columns: text, e-mail, boolean, number) | ${fmt(validatedBest)} rows/s |`,
        `| first rows shown (preview, worker start included) | ${result.previewMs.toFixed(0)} ms (goal < 1000 ms) |`,
        `| validation / raw | ${(ratio * 100).toFixed(0)} % (goal ≥ ${MIN_RATIO * 100} %) |`,
        `| main-thread long tasks (> 50 ms) during validation | ${tasks.length} (longest ${maxTaskMs.toFixed(0)} ms; goal: none over ${MAX_TASK_MS} ms) |`,
        '',
        `- ${passed ? 'PASS' : 'FAIL'}`,
      ];
      return {
        bytes: result.bytes,
        rows,
        rawRowsPerSecond: rawBest,
        validatedRowsPerSecond: validatedBest,
        ratio,
        longTasks: tasks.length,
        maxTaskMs,
        lines,
        passed,
      };
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
