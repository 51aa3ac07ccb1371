/**
 * Bundle size budget of the build that the browser tests run against (scripts/e2e.mjs builds
 * dist/ first). Part of the e2e run so that it shows in vitest's summary; the same check is
 * `npm run budget` (bench/budget.ts) and, when Chromium is missing, scripts/e2e.mjs runs it alone.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureBundle } from '../../bench/bundleSize';
import { CHUNK_BUDGET, SIGN_IN_PAGE_BUDGET, checkBudget } from '../../scripts/budget-check';

describe('bundle size budget', () => {
  it(`keeps the sign-in page ≤ ${SIGN_IN_PAGE_BUDGET / 1024} KB and every other chunk ≤ ${CHUNK_BUDGET / 1024} KB of gzipped JS`, () => {
    const result = checkBudget(measureBundle(resolve(process.env.E2E_DIST_DIR ?? 'dist')));
    expect(result.ok, `\n${result.lines.join('\n')}\n`).toBe(true);
  });
});
