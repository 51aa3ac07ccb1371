/**
 * Bundle size budget, shared by `npm run budget` (bench/budget.ts) and the test run
 * (scripts/e2e.mjs runs this file with tsx right after its `vite build`).
 *
 * - the sign-in page's JavaScript (entry + modulepreloads + their static imports) ≤ 180 KB gzipped;
 * - every other JS chunk ≤ 80 KB gzipped, except the files matched by ALLOWED_LARGE_CHUNKS.
 *
 * Run directly: `tsx scripts/budget-check.ts [distDir]` — checks an existing build, exit 1 when over.
 */
import { pathToFileURL } from 'node:url';
import { type BundleReport, defaultDistDir, files, kb, measureBundle } from '../bench/bundleSize';

/**
 * The goal: the JavaScript a visitor loads until the sign-in form shows is at most 0.8× a
 * bare react-admin app's (243 KB gzipped, ../shared/refapp/compare.sh): 194 KB, of which the device
 * fingerprint chunk, fetched for the guest init data right after the first screen, takes 14.3 KB.
 */
export const SIGN_IN_PAGE_BUDGET = 180 * 1024;
export const CHUNK_BUDGET = 80 * 1024;

/**
 * Lazy chunks allowed to exceed CHUNK_BUDGET, each with the reason. Match by the chunk's name
 * before its content hash (e.g. /^assets\/DashboardCharts-/). Keep this list short and justified.
 */
export const ALLOWED_LARGE_CHUNKS: ReadonlyArray<{ pattern: RegExp; reason: string }> = [];

export interface BudgetResult {
  ok: boolean;
  /** Human-readable lines: the summary, then one line per problem. */
  lines: string[];
}

export function checkBudget(report: BundleReport): BudgetResult {
  const problems: string[] = [];
  const lines: string[] = [];
  const signIn = report.initialGzipBytes;
  lines.push(
    `Sign-in page JS: ${kb(signIn)} gzipped in ${files(report.initialFiles.length)} (budget ${kb(SIGN_IN_PAGE_BUDGET)})`,
  );
  if (report.entries.length === 0) problems.push('dist/index.html has no module script: nothing measured');
  if (signIn > SIGN_IN_PAGE_BUDGET) {
    const top = report.chunks
      .filter((c) => c.initial)
      .slice(0, 5)
      .map((c) => `${c.file} ${kb(c.gzipBytes)}`);
    problems.push(
      `sign-in page JS is ${kb(signIn)} gzipped, over the ${kb(SIGN_IN_PAGE_BUDGET)} budget by ${kb(signIn - SIGN_IN_PAGE_BUDGET)} (largest: ${top.join(', ')}). Move code behind lazy routes/import().`,
    );
  }
  for (const chunk of report.chunks) {
    if (chunk.initial || chunk.gzipBytes <= CHUNK_BUDGET) continue;
    const allowed = ALLOWED_LARGE_CHUNKS.find((a) => a.pattern.test(chunk.file));
    if (allowed) lines.push(`allowed large chunk: ${chunk.file} ${kb(chunk.gzipBytes)} (${allowed.reason})`);
    else
      problems.push(
        `chunk ${chunk.file} is ${kb(chunk.gzipBytes)} gzipped, over the ${kb(CHUNK_BUDGET)} per-chunk budget. Split it, or add it to ALLOWED_LARGE_CHUNKS in scripts/budget-check.ts with a reason.`,
      );
  }
  const largestOther = report.chunks.find((c) => !c.initial);
  lines.push(
    `Other chunks: ${report.chunks.filter((c) => !c.initial).length}, largest ${largestOther ? `${largestOther.file} ${kb(largestOther.gzipBytes)}` : '-'} (budget ${kb(CHUNK_BUDGET)} each); allow-list: ${ALLOWED_LARGE_CHUNKS.length === 0 ? 'none' : ALLOWED_LARGE_CHUNKS.map((a) => `${a.pattern} (${a.reason})`).join('; ')}`,
  );
  for (const u of report.unresolved) lines.push(`warning: unresolved import ${u}`);
  for (const p of problems) lines.push(`OVER BUDGET: ${p}`);
  return { ok: problems.length === 0, lines };
}

/** Measures `distDir`, prints the result, returns the process exit code. */
export function runBudgetCheck(distDir: string = defaultDistDir): number {
  let report: BundleReport;
  try {
    report = measureBundle(distDir);
  } catch (error) {
    console.error(`Budget check FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const result = checkBudget(report);
  // process.stdout rather than console.log: the lint config allows console.log only in scripts/*.mjs.
  for (const line of result.lines)
    (line.startsWith('OVER') ? process.stderr : process.stdout).write(`budget: ${line}\n`);
  process.stdout.write(result.ok ? 'budget: OK\n' : 'budget: FAILED — see the OVER BUDGET lines above\n');
  return result.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = runBudgetCheck(process.argv[2]);
}
