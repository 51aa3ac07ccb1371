/**
 * A vitest reporter: how long each test file took, written to test-results/durations/<label>.json
 * for `npm test`'s closing lines (scripts/test.mjs prints the ten slowest files of the whole run).
 * In a run of its own (`npm run test:unit`, `node scripts/e2e.mjs`) it prints that run's ten
 * slowest files itself.
 *
 * A file's time is what its worker spent on it: the environment (jsdom) and the setup files, the
 * import of the file with what it imports, its tests and hooks.
 *
 * Plain JavaScript so that scripts/test.mjs, which runs before anything is compiled, shares it.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** @typedef {{ file: string, totalMs: number, setupMs: number, importMs: number, testsMs: number }} FileDuration */

export const durationsDir = resolve(import.meta.dirname, '..', 'test-results', 'durations');

/** @param {import('vitest/node').TestModule} module @returns {FileDuration} */
export function durationOf(module) {
  const d = module.diagnostic();
  const setupMs = d.environmentSetupDuration + d.prepareDuration + d.setupDuration;
  return {
    file: module.relativeModuleId,
    totalMs: Math.round(setupMs + d.collectDuration + d.duration),
    setupMs: Math.round(setupMs),
    importMs: Math.round(d.collectDuration),
    testsMs: Math.round(d.duration),
  };
}

/** The `count` slowest files, one line each: the total, then where it went. @param {FileDuration[]} files */
export function slowestLines(files, count = 10) {
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  return [...files]
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, count)
    .map(
      (f) =>
        `${seconds(f.totalMs).padStart(8)}  ${f.file}  (setup ${seconds(f.setupMs)}, import ${seconds(f.importMs)}, tests ${seconds(f.testsMs)})`,
    );
}

/** Every file of the reports in test-results/durations/ (those written since `since`, a time in ms). */
export function recordedDurations(since = 0) {
  let names = [];
  try {
    names = readdirSync(durationsDir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const report = JSON.parse(readFileSync(join(durationsDir, name), 'utf8'));
    return report.writtenAt >= since ? report.files : [];
  });
}

export default class TestDurations {
  /** @param {{ label?: string }} options */
  constructor(options = {}) {
    this.label = options.label ?? 'vitest';
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} testModules */
  onTestRunEnd(testModules) {
    const files = testModules.map(durationOf);
    mkdirSync(durationsDir, { recursive: true });
    const report = { label: this.label, writtenAt: Date.now(), files };
    writeFileSync(join(durationsDir, `${this.label}.json`), `${JSON.stringify(report, null, 1)}\n`);
    if (process.env.TEST_DURATIONS_SUMMARY !== 'off' && files.length > 1)
      console.log(`\nThe ten slowest ${this.label} test files:\n${slowestLines(files).join('\n')}\n`);
  }
}
