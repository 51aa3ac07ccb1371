#!/usr/bin/env node
// `npm test`: the unit tests, with the type check, the lint and the browser tests' build beside
// them (scripts/e2e.mjs with E2E_BUILD_ONLY), then the browser tests on that build (E2E_SKIP_BUILD:
// one build for the bundle budget and the browser). The unit tests leave part of both cores idle
// while their tests wait (an undo window, a debounce); the three others run at the lowest priority
// (`nice`), so they take that idle time and never slow a test down. The browser tests run only
// when all four passed. At the end, whatever happened: how long each step took and the ten slowest
// test files of the run, so that the next file that makes the run slow is seen
// (scripts/testDurations.mjs records them).
//
//   node scripts/test.mjs        (npm test)
import { spawn } from 'node:child_process';
import { recordedDurations, slowestLines } from './testDurations.mjs';

const isWindows = process.platform === 'win32';
const startedAt = Date.now();
/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const timings = [];

/**
 * Runs `npm run <script>`, named `name` in the closing lines. With `buffered`, its output is held
 * and printed in one piece when it ends, so that steps side by side do not interleave their lines.
 * With `background`, at the lowest CPU priority where the system has `nice`.
 */
function run(script, { name = script, buffered = false, background = false, env = {} } = {}) {
  const began = Date.now();
  const npm = ['npm', 'run', '--silent', script];
  const command = background && !isWindows ? ['nice', '-n', '19', ...npm] : npm;
  return new Promise((done) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, TEST_DURATIONS_SUMMARY: 'off', ...env },
      shell: isWindows,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const finish = (ok) => {
      const seconds = (Date.now() - began) / 1000;
      timings.push({ name, seconds, ok });
      if (buffered && output.trim()) process.stdout.write(`--- ${name} ---\n${output.trimEnd()}\n`);
      if (!ok) console.error(`test: FAILED: ${name} (npm run ${script})`);
      done(ok);
    };
    child.on('exit', (code) => finish(code === 0));
    child.on('error', (error) => {
      output += `${error.message}\n`;
      finish(false);
    });
  });
}

function summary() {
  const seconds = (value) => `${value.toFixed(0)} s`;
  const steps = timings.map((t) => `${t.name} ${seconds(t.seconds)}${t.ok ? '' : ' (failed)'}`).join(', ');
  console.log(`\ntest: ${seconds((Date.now() - startedAt) / 1000)} in all (${steps})`);
  const files = recordedDurations(startedAt);
  if (files.length) console.log(`The ten slowest test files:\n${slowestLines(files).join('\n')}`);
}

console.log('test: unit tests, with the type check, the lint and the build beside them at low priority');
const beside = { buffered: true, background: true };
const firstSteps = await Promise.all([
  run('test:unit'),
  run('typecheck', beside),
  run('lint', beside),
  run('test:e2e', { ...beside, name: 'build', env: { E2E_BUILD_ONLY: '1' } }),
]);
const ok = firstSteps.every(Boolean) && (await run('test:e2e', { env: { E2E_SKIP_BUILD: '1' } }));
summary();
process.exit(ok ? 0 : 1);
