import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { optimizedDepsOneUrl } from './build/optimizedDepsOneUrl.ts';
import { packageImports } from './build/packageImports.ts';

/**
 * Libraries the component tests load from node_modules as they are, not bundled: react-dom, which
 * like react (vitest leaves it out itself) must be the one copy the tests render with, or a
 * library's flushSync and portals reach a copy that renders nothing; jsonc-parser, whose UMD file
 * requires files of its own; FingerprintJS, whose bundle lacks the `sources` the console reads.
 */
const notBundledInTests = ['react-dom', 'jsonc-parser', '@fingerprintjs/fingerprintjs'];
/** The packages the console imports (deep imports as such), less those left out above. */
const bundledInTests = () =>
  packageImports(['src', 'resources', 'i18n']).filter(
    (name) => !notBundledInTests.some((left) => name === left || name.startsWith(`${left}/`)),
  );

// The unit and component tests: the console's build config (its plugins and replacements) plus these.
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: true,
      setupFiles: ['tests/setup.ts'],
      testTimeout: 20000,
      pool: 'threads',
      // Both cores: vitest's default leaves one to its main process, which is idle while files run.
      maxWorkers: '100%',
      css: false,
      reporters: ['default', ['./scripts/testDurations.mjs', { label: 'unit' }]],
      // A test file that renders (.tsx) or needs the DOM (.dom.test.ts) runs in happy-dom
      // (docs/decisions/0017-happy-dom-for-component-tests.md), any other in Node. vitest starts the
      // projects' files in the order of the projects' names: 'node' before 'window', so the longest
      // file, declaredOnce.test.ts (a type check and a test run of its own), does not end the run alone.
      projects: [
        {
          extends: true,
          plugins: [optimizedDepsOneUrl()],
          test: {
            name: 'window',
            // The console's libraries bundled once (into node_modules/.vite/vitest) and loaded as a few
            // files by each test file, instead of the thousands of files of react-admin and MUI. Read
            // from the sources only when vitest runs (mode 'test'), not for a build or the dev server.
            deps: {
              optimizer: {
                client: {
                  enabled: true,
                  include: env.mode === 'test' ? bundledInTests() : [],
                  exclude: notBundledInTests,
                },
              },
            },
            environment: './tests/support/happyDomEnvironment.ts',
            // A link's click (a CSV download's) loads no other page and leaves the address as it is.
            // An iframe loads its page: the device fingerprint measures fonts in an empty one, which
            // happy-dom otherwise refuses with an error printed in every file that signs in.
            environmentOptions: {
              happyDOM: {
                settings: {
                  navigation: { disableMainFrameNavigation: true, disableFallbackToSetURL: true },
                  enableIframePageLoading: true,
                },
              },
            },
            include: ['tests/**/*.test.tsx', 'tests/**/*.dom.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['tests/**/*.test.ts'],
            exclude: ['tests/**/*.dom.test.ts'],
          },
        },
      ],
    },
  }),
);
