/**
 * `npm run budget`: builds the console and checks the bundle size budget (scripts/budget-check.ts).
 * `--no-build` (or BUDGET_SKIP_BUILD=1) checks the existing dist/ instead.
 */
import { buildConsole } from './bundleSize';
import { runBudgetCheck } from '../scripts/budget-check';

const skipBuild = process.argv.includes('--no-build') || process.env.BUDGET_SKIP_BUILD === '1';
try {
  if (!skipBuild) buildConsole();
  process.exitCode = runBudgetCheck();
} catch (error) {
  console.error(`Budget check FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
