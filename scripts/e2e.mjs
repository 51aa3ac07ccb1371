#!/usr/bin/env node
// Browser tests: build the console, start the simulator host with its control API on a free
// port, run tests/e2e/**/*.e2e.ts with vitest (including budget.e2e.ts, the bundle size budget of
// scripts/budget-check.ts), stop the host.
//
//   node scripts/e2e.mjs [vitest args…]     e.g. node scripts/e2e.mjs tests/e2e/foundation.e2e.ts
//
// Environment:
//   CHROME_PATH=/path/to/chromium   browser to use (else /usr/bin/chromium, chromium-browser, google-chrome)
//   E2E_SKIP_BUILD=1                use the existing dist/ (no vite build)
//   E2E_DIST_DIR=dist-e2e-x         build into and serve this folder instead of dist/ (parallel runs)
//   CI=true                         a missing Chromium is an error instead of a skip
//
// Without Chromium: only the budget check runs, then 'Browser tests SKIPPED…' (exit 0 unless the
// budget fails), except with CI=true, where it fails at once.
// Exit code: vitest's (or 1 when the build or the host fails). The last lines of
// the output are vitest's summary; the host's output goes to test-results/e2e-server.log.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const bin = (name) => join(root, 'node_modules', '.bin', isWindows ? `${name}.cmd` : name);
const isCI = /^(1|true)$/i.test(process.env.CI ?? '');
const distDir = process.env.E2E_DIST_DIR || 'dist';
const serverLog = join(
  root,
  'test-results',
  `e2e-server${distDir === 'dist' ? '' : `-${distDir.replace(/[^\w.-]+/g, '_')}`}.log`,
);

function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.error(`e2e: CHROME_PATH=${fromEnv} does not exist; looking for a system Chromium instead`);
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

function runStep(what, command, args) {
  console.log(`e2e: ${what}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: isWindows });
  if (result.status !== 0) {
    console.error(
      `e2e: FAILED: ${what} (exit ${result.status ?? result.signal}${result.error ? `: ${result.error.message}` : ''})`,
    );
    process.exit(1);
  }
}

function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}

// ------------------------------------------------------------------------------------- browser
const chromiumPath = findChromium();
const SKIPPED = 'Browser tests SKIPPED: no Chromium found (install with apt-get install chromium)';
if (!chromiumPath && isCI) {
  console.error(`${SKIPPED}\ne2e: FAILED: CI=true requires the browser tests to run.`);
  process.exit(1);
}

// ---------------------------------------------------------------------------- build and budget
// The bundle budget is tests/e2e/budget.e2e.ts, so it appears in vitest's summary; when the
// browser tests are skipped it runs here on its own (scripts/budget-check.ts): it is part of
// `npm test` either way.
if (process.env.E2E_SKIP_BUILD === '1') {
  if (!existsSync(join(root, distDir, 'index.html'))) {
    console.error(`e2e: FAILED: E2E_SKIP_BUILD=1 but ${distDir}/index.html does not exist; run vite build first`);
    process.exit(1);
  }
  console.log(`e2e: E2E_SKIP_BUILD=1, using the existing ${distDir}/`);
} else {
  runStep(`building the console (vite build → ${distDir}/)`, bin('vite'), [
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    distDir,
    '--emptyOutDir',
  ]);
}

if (!chromiumPath) {
  const budget = spawnSync(bin('tsx'), ['scripts/budget-check.ts', distDir], {
    cwd: root,
    stdio: 'inherit',
    shell: isWindows,
  });
  console.log(SKIPPED);
  process.exit(budget.status === 0 ? 0 : 1);
}

// ------------------------------------------------------------------------------ simulator host
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
mkdirSync(dirname(serverLog), { recursive: true });
const log = createWriteStream(serverLog);
await new Promise((ok) => log.once('open', ok));
const server = spawn(process.execPath, ['scripts/run-ts.mjs', 'simulator/hosts/serve.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SIMULATOR_CONTROL: '1',
    NODE_ENV: 'test',
    DIST_DIR: distDir,
  },
  stdio: ['ignore', log, log],
  detached: !isWindows, // its own process group, so stopping it also stops every child process
});
let serverExited = null;
server.on('exit', (code, signal) => {
  serverExited = { code, signal };
});

function stopServer() {
  if (serverExited || server.pid === undefined) return;
  try {
    if (isWindows) server.kill();
    else process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

async function waitForServer(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (serverExited) return `the host exited (code ${serverExited.code ?? serverExited.signal}) before answering`;
    try {
      const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return undefined;
      lastError = `GET / answered ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return `no successful answer from ${baseUrl}/ within ${timeoutMs / 1000} s (last: ${lastError})`;
}

console.log(`e2e: starting the simulator host (node scripts/run-ts.mjs simulator/hosts/serve.ts) on ${baseUrl}`);
const startProblem = await waitForServer(60_000);
if (startProblem) {
  stopServer();
  console.error(`e2e: FAILED: ${startProblem}.\n--- last lines of ${serverLog} ---\n${tail(serverLog)}\n---`);
  process.exit(1);
}

// --------------------------------------------------------------------------------------- tests
const vitestArgs = ['run', '--config', 'tests/e2e/vitest.e2e.config.ts', ...process.argv.slice(2)];
console.log(`e2e: running the browser tests with ${chromiumPath} (host log: ${serverLog})`);
const tests = spawn(bin('vitest'), vitestArgs, {
  cwd: root,
  env: { ...process.env, E2E_BASE_URL: baseUrl, CHROME_PATH: chromiumPath, E2E_DIST_DIR: distDir },
  stdio: 'inherit',
  shell: isWindows,
});
const code = await new Promise((done) => {
  tests.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
  tests.on('error', (error) => {
    console.error(`e2e: FAILED: could not run vitest: ${error.message}`);
    done(1);
  });
});

stopServer();
process.exit(code);
