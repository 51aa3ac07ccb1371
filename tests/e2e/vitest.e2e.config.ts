/**
 * Vitest config for the browser tests (tests/e2e/**\/*.e2e.ts). Standalone on purpose: it does
 * not load vite.config.ts (no React plugin, no simulator middleware, no jsdom). Run it through
 * `node scripts/e2e.mjs`, which starts one simulator host per worker and lists them in
 * E2E_BASE_URL: files run side by side, as many at a time as there are hosts.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    setupFiles: ['tests/e2e/conformance.ts'],
    maxWorkers: (process.env.E2E_BASE_URL ?? '').split(',').filter(Boolean).length || 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    pool: 'forks',
    globals: false,
    reporters: ['default', ['./scripts/testDurations.mjs', { label: 'e2e' }]],
  },
});
