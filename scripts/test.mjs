#!/usr/bin/env node
// `npm test`: the type check and the lint side by side (one core each, neither uses more), then the
// unit tests, then the browser tests (scripts/e2e.mjs: one build for the bundle budget and the
// browser). Stops at the first step that fails, as `a && b && c` would. At the end, whatever
// happened: how long each step took and the ten slowest test files of the run, so that the next
// file that makes the run slow is seen (scripts/testDurations.mjs records them).
//
//   node scripts/test.mjs        (npm test)
import { spawn } from 'node:child_process';
import { recordedDurations, slowestLines } from './testDurations.mjs';

const isWindows = process.platform === 'win32';
const startedAt = Date.now();
/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const timings = [];

/**
 * Runs `npm run <script>`. With `buffered`, its output is held and printed in one piece when it
 * ends, so that two steps side by side do not interleave their lines.
 */
function run(script, { buffered = false } = {}) {
  const began = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, TEST_DURATIONS_SUMMARY: 'off' },
      shell: isWindows,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const finish = (ok) => {
      const seconds = (Date.now() - began) / 1000;
      timings.push({ name: script, seconds, ok });
      if (buffered && output.trim()) process.stdout.write(`--- npm run ${script} ---\n${output.trimEnd()}\n`);
      if (!ok) console.error(`test: FAILED: npm run ${script}`);
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

console.log('test: type check and lint, side by side');
const checks = await Promise.all([run('typecheck', { buffered: true }), run('lint', { buffered: true })]);
const ok = checks.every(Boolean) && (await run('test:unit')) && (await run('test:e2e'));
summary();
process.exit(ok ? 0 : 1);
