#!/usr/bin/env node
// `npm test`, in two phases, each test run with checks beside it at the lowest CPU priority
// (`nice`), which take the time the tests leave idle while they wait (an undo window, a page load)
// and never slow a test down:
//   1. the unit tests, with the browser tests' build beside them (scripts/e2e.mjs with
//      E2E_BUILD_ONLY);
//   2. the browser tests on that build (E2E_SKIP_BUILD: one build for the bundle budget and the
//      browser), when both passed, with the type check and the lint beside them (those run either
//      way). The unit tests leave little idle time since their libraries are bundled; the browser
//      tests, waiting on Chromium, leave more.
// At the end, whatever happened: how long each step took and the ten slowest test files of the
// run, so that the next file that makes the run slow is seen (scripts/testDurations.mjs records
// them), and how many catalog entries wait for a translation (scripts/pendingTranslations.mjs).
//
//   node scripts/test.mjs        (npm test)
import { spawn } from 'node:child_process';
import { pendingLine } from './pendingTranslations.mjs';
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
  // Entries a catalog holds in English until translated (docs/decisions/0023-pending-translations.md).
  console.log(pendingLine());
}

const beside = { buffered: true, background: true };
console.log('test: unit tests, with the build beside them at low priority');
const firstSteps = await Promise.all([
  run('test:unit'),
  run('test:e2e', { ...beside, name: 'build', env: { E2E_BUILD_ONLY: '1' } }),
]);
console.log('test: browser tests, with the type check and the lint beside them at low priority');
const secondSteps = await Promise.all([
  firstSteps.every(Boolean) && run('test:e2e', { env: { E2E_SKIP_BUILD: '1' } }),
  run('typecheck', beside),
  run('lint', beside),
]);
summary();
process.exit([...firstSteps, ...secondSteps].every(Boolean) ? 0 : 1);
