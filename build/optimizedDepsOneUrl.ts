// Reason: without it the component tests load a bundled library twice, and react-admin's contexts are not the console's.
import type { Plugin } from 'vite';

/**
 * A file of the libraries vitest bundles for the component tests (vitest.config.ts, `deps.optimizer`):
 * `<cache folder>/vitest/<hash>/deps/…`.
 */
const TEST_DEPS = /[\\/]vitest[\\/][0-9a-f]{40}[\\/]deps[\\/]/;

/**
 * One URL per bundled library in the component tests. Vite names a bundled library
 * `…/deps/react-hook-form.js?v=<hash>` when a test or the console imports it, while the bundle of
 * another library (react-admin's) imports the same file as `./react-hook-form.js`. vitest loads
 * these files with Node's own loader, for which the two are two modules: react-admin's form context
 * would not be the console's. Without the query the two are one.
 */
export function optimizedDepsOneUrl(): Plugin {
  return {
    name: 'optimized-deps-one-url',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !TEST_DEPS.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id.replace(/\?v=\w+$/, '') };
    },
  };
}
