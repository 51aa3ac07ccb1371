/**
 * `npm run bench`: runs the benchmarks and records them in bench/RESULTS.md (one section each).
 * Benchmarks: bundle size of the sign-in page, CSV import, users list render, a deep link's
 * component renders, users list interactions, Lighthouse, a day-long session, the command palette. `--only=NAME[,NAME]` runs just
 * those (bundle, csv, users-list, first-renders, list-interactions, lighthouse, day-session, palette); `--no-build` measures the existing dist/
 * (or `--dist=DIR`);
 * `--pages=NAME[,NAME]` (sign-in, dashboard, users, permissions, auth-type-create, user-record) audits only those pages in the
 * Lighthouse benchmark.
 */
import { bundleMarkdown, buildConsole, files, kb, measureBundle } from './bundleSize';
import { machineLine, resultsFile, writeSection } from './results';
import { checkBudget } from '../scripts/budget-check';
import { runCsvBench } from './csv';
import { runUsersListBench } from './usersList';
import { runFirstRendersBench } from './firstRenders';
import { runListInteractionsBench } from './listInteractions';
import { runLighthouseBench } from './lighthouse';
import { LIGHTHOUSE_PAGES, type LighthousePage } from './lighthousePages';
import { runDaySessionBench } from './daySession';
import { runPaletteBench } from './palette';

interface Benchmark {
  name: string;
  run: () => Promise<void> | void;
}

const noBuild = process.argv.includes('--no-build');
const distDir = process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length);
/** `--pages=sign-in,users` (names from LIGHTHOUSE_PAGES): the Lighthouse benchmark audits only those pages. */
const lighthousePages = process.argv
  .find((a) => a.startsWith('--pages='))
  ?.slice('--pages='.length)
  .split(',')
  .map((name) => {
    if (!(LIGHTHOUSE_PAGES as readonly string[]).includes(name))
      throw new Error(`--pages: unknown page "${name}" (${LIGHTHOUSE_PAGES.join(', ')})`);
    return name as LighthousePage;
  });

const benchmarks: Benchmark[] = [
  {
    name: 'bundle',
    run: () => {
      if (!noBuild) buildConsole();
      const report = measureBundle(distDir);
      const budget = checkBudget(report);
      writeSection(
        'bundle',
        [bundleMarkdown(report), '', ...budget.lines.map((l) => `- ${l}`), '', machineLine()].join('\n'),
      );
      console.log(
        `bundle: sign-in page loads ${kb(report.initialGzipBytes)} of gzipped JS in ${files(report.initialFiles.length)}`,
      );
      for (const c of report.chunks)
        console.log(`  ${c.initial ? '*' : ' '} ${c.file.padEnd(60)} ${kb(c.gzipBytes).padStart(10)}`);
      for (const line of budget.lines) console.log(`  ${line}`);
    },
  },
  {
    name: 'csv',
    run: async () => {
      const result = await runCsvBench();
      writeSection('csv', ['## CSV import (100 MB, 20 columns)', '', ...result.lines, '', machineLine()].join('\n'));
      for (const line of result.lines.filter(
        (l) => l.startsWith('|') && !l.startsWith('| ---') && !l.startsWith('| measure'),
      ))
        console.log(`  ${line}`);
      if (!result.passed)
        throw new Error('CSV validation below 60 % of raw papaparse, or a main-thread task over 50 ms');
    },
  },
  {
    name: 'users-list',
    run: async () => {
      const result = await runUsersListBench();
      writeSection(
        'users-list',
        ['## Users list (100 rows, Chromium)', '', ...result.lines, '', machineLine()].join('\n'),
      );
      for (const line of result.lines) if (line) console.log(`  ${line}`);
      if (!result.passed)
        throw new Error('users list over 150 ms, or more than 1 list request / 1 getMany per referenced resource');
    },
  },
  {
    name: 'first-renders',
    run: async () => {
      const result = await runFirstRendersBench();
      writeSection(
        'first-renders',
        ['## Component renders of a deep link (Chromium)', '', ...result.lines, '', machineLine()].join('\n'),
      );
      for (const line of result.lines) if (line.startsWith('| ') && !line.startsWith('| ---')) console.log(`  ${line}`);
    },
  },
  {
    name: 'list-interactions',
    run: async () => {
      const result = await runListInteractionsBench();
      writeSection(
        'list-interactions',
        ['## Users list interactions (100 rows, Chromium)', '', ...result.lines, '', machineLine()].join('\n'),
      );
      for (const line of result.lines)
        if (line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| interaction'))
          console.log(`  ${line}`);
      if (!result.passed) throw new Error('a users list interaction over 200 ms median');
    },
  },
  {
    name: 'lighthouse',
    run: async () => {
      // Builds into dist-bench/ unless `--no-build --dist=DIR` names an existing build.
      const result = await runLighthouseBench({
        ...(noBuild && distDir ? { distDir } : {}),
        ...(lighthousePages ? { pages: lighthousePages } : {}),
      });
      writeSection(
        'lighthouse',
        [
          "## Lighthouse (sign-in page, dashboard, users and permissions lists, authentication-type create form, a user's record page; mobile)",
          '',
          ...result.lines,
          '',
          machineLine(),
        ].join('\n'),
      );
      for (const line of result.lines) if (line.startsWith('| ') && !line.startsWith('| ---')) console.log(`  ${line}`);
      if (!result.passed) throw new Error(`Lighthouse goals missed: ${result.misses.join('; ')}`);
    },
  },
  {
    name: 'day-session',
    run: () => {
      // Builds into dist-bench-day/ unless `--no-build --dist=DIR` names an existing build.
      const result = runDaySessionBench(noBuild && distDir ? { distDir, skipBuild: true } : {});
      writeSection(
        'day-session',
        ['## Day-long session (8 simulated hours, Chromium)', '', ...result.lines, '', machineLine()].join('\n'),
      );
      for (const line of result.lines)
        if (line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| measure'))
          console.log(`  ${line}`);
      if (!result.passed)
        throw new Error('day-long session: a goal missed (errors, requests per poll, refreshes, reloads or heap)');
    },
  },
  {
    name: 'palette',
    run: async () => {
      const result = await runPaletteBench();
      writeSection('palette', ['## Command palette (Chromium)', '', ...result.lines, '', machineLine()].join('\n'));
      for (const line of result.lines)
        if (line.startsWith('| ') && !line.startsWith('| ---') && !line.startsWith('| measure'))
          console.log(`  ${line}`);
      if (!result.passed)
        throw new Error('command palette: shown > 100 ms after Ctrl+K or results > 300 ms after typing');
    },
  },
];

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
let failed = false;
for (const bench of benchmarks) {
  if (only && !only.includes(bench.name)) continue;
  const started = performance.now();
  try {
    await bench.run();
    console.log(`bench ${bench.name}: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed = true;
    console.error(`bench ${bench.name} FAILED: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(`Results written to ${resultsFile}`);
process.exitCode = failed ? 1 : 0;
