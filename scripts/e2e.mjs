#!/usr/bin/env node
// Browser tests: build the console, start simulator hosts with their control API on free ports
// (one per vitest worker: test files run side by side, each worker against its own host, so no
// file sees another's data, faults or clock), run tests/e2e/**/*.e2e.ts with vitest (including
// budget.e2e.ts, the bundle size budget of scripts/budget-check.ts, on the same build), stop the
// hosts.
//
//   node scripts/e2e.mjs [vitest args…]     e.g. node scripts/e2e.mjs tests/e2e/foundation.e2e.ts
//
// Environment:
//   CHROME_PATH=/path/to/chromium   browser to use (else /usr/bin/chromium, chromium-browser, google-chrome)
//   E2E_SKIP_BUILD=1                use the existing dist/ (no vite build)
//   E2E_BUILD_ONLY=1                build, then stop (npm test builds beside the unit tests)
//   E2E_DIST_DIR=dist-e2e-x         build into and serve this folder instead of dist/ (parallel runs)
//   E2E_WORKERS=n                   test files run side by side (default 4; 1 when files are named)
//   CI=true                         a missing Chromium is an error instead of a skip
//
// Without Chromium: only the budget check runs, then 'Browser tests SKIPPED…' (exit 0 unless the
// budget fails), except with CI=true, where it fails at once.
// Exit code: vitest's (or 1 when the build or a host fails). The last lines of the output are
// vitest's summary; host n's output goes to test-results/e2e-server[-<dist>]-<n>.log.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulatorHost } from './simulatorHost.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const bin = (name) => join(root, 'node_modules', '.bin', isWindows ? `${name}.cmd` : name);
const isCI = /^(1|true)$/i.test(process.env.CI ?? '');
const distDir = process.env.E2E_DIST_DIR || 'dist';
/** Host n's log is this plus `-<n>.log` (plus `.log` alone with one host). */
const serverLog = join(
  root,
  'test-results',
  `e2e-server${distDir === 'dist' ? '' : `-${distDir.replace(/[^\w.-]+/g, '_')}`}`,
);

function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.error(`e2e: CHROME_PATH=${fromEnv} does not exist; looking for a system Chromium instead`);
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
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

// ------------------------------------------------------------------------------------- browser
const chromiumPath = findChromium();
const SKIPPED = 'Browser tests SKIPPED: no Chromium found (install with apt-get install chromium)';
const buildOnly = process.env.E2E_BUILD_ONLY === '1';
if (!chromiumPath && isCI && !buildOnly) {
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
  if (buildOnly) process.exit(0);
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

// ----------------------------------------------------------------------------- simulator hosts
// One host per vitest worker. A named file runs alone unless E2E_WORKERS says otherwise. Four on two
// cores: a file spends much of its time waiting on the page, so four finish sooner than two
// (bench/RESULTS.md, "Test run").
const namesFiles = process.argv.slice(2).some((arg) => !arg.startsWith('-'));
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || (namesFiles ? 1 : 4));
console.log(
  `e2e: starting ${workers === 1 ? 'the simulator host' : `${workers} simulator hosts, one per worker`} (scripts/simulatorHost.mjs)`,
);
const started = await Promise.allSettled(
  Array.from({ length: workers }, (_, i) =>
    startSimulatorHost({ root, distDir, logFile: `${serverLog}${workers > 1 ? `-${i + 1}` : ''}.log` }),
  ),
);
const hosts = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
const stopHosts = () => hosts.forEach((host) => host.stop());
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopHosts();
    process.exit(130);
  });
}
const failure = started.find((result) => result.status === 'rejected');
if (failure) {
  stopHosts();
  console.error(`e2e: FAILED: ${failure.reason instanceof Error ? failure.reason.message : String(failure.reason)}`);
  process.exit(1);
}
console.log(`e2e: simulator hosts on ${hosts.map((h) => h.baseUrl).join(', ')}`);

// --------------------------------------------------------------------------------------- tests
const vitestArgs = ['run', '--config', 'tests/e2e/vitest.e2e.config.ts', ...process.argv.slice(2)];
console.log(
  `e2e: running the browser tests with ${chromiumPath} (host logs: ${hosts.map((h) => h.logFile).join(', ')})`,
);
const tests = spawn(bin('vitest'), vitestArgs, {
  cwd: root,
  env: {
    ...process.env,
    // As many workers as hosts; worker n (VITEST_POOL_ID) uses the n-th (tests/e2e/harness.ts).
    E2E_BASE_URL: hosts.map((h) => h.baseUrl).join(','),
    CHROME_PATH: chromiumPath,
    E2E_DIST_DIR: distDir,
  },
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

stopHosts();
process.exit(code);
