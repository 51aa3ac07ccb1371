import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { simulatorMiddleware } from './simulator/hosts/vitePlugin.ts';
import type { Plugin } from 'vite';
import { pageChunks } from './build/pageChunks.ts';
import { consoleRouterOnly } from './build/consoleRouterOnly.ts';
import { nativeBuiltIns } from './build/nativeBuiltIns.ts';
import { sideEffectFreeRules } from './build/sideEffectFreePackages.ts';

/** The static demo build ships MSW's service worker and starts from its own entry; normal builds never contain either. */
function demoServiceWorker(): Plugin {
  return {
    name: 'demo-service-worker',
    apply: 'build',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('/src/main.tsx', '/src/demo/main.tsx') },
    generateBundle() {
      const source = readFileSync(new URL('./simulator/hosts/worker/mockServiceWorker.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source });
    },
  };
}

/**
 * `<link rel="modulepreload">` in the page for the files the entry imports statically (rolldown's
 * runtime helpers: the lazy chunks that need them do not all import the entry, so rolldown keeps
 * them in a file of their own). Without it the browser finds that file only once the entry has
 * arrived and been parsed, and runs nothing until it has fetched it: a round trip more before any
 * first screen on a slow connection. (Vite's own modulePreload is off, see `build` below.)
 */
function preloadEntryImports(): Plugin {
  let base = '/';
  return {
    name: 'preload-entry-imports',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle, chunk }) => {
        const entry = chunk ?? Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry);
        if (entry?.type !== 'chunk') return [];
        return entry.imports.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * recharts' own dependencies (d3 through victory-vendor, redux, immer…), by package name: those
 * only recharts (or another of them) depends on, per package-lock.json. A package the console
 * shares with recharts stays out of the group: eventemitter3 (ra-core's) there made the signed-in
 * shell import the whole 38 KB chunk for it.
 */
function rechartsOnlyDependencies(): string[] {
  const lock = JSON.parse(readFileSync(new URL('./package-lock.json', import.meta.url), 'utf8')) as {
    packages: Record<string, { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }>;
  };
  // The console itself is the lock's '' entry.
  const nameOf = (path: string) => (path ? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length) : '');
  const dependents = new Map<string, Set<string>>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const dependency of Object.keys({ ...entry.dependencies, ...entry.peerDependencies }))
      dependents.set(dependency, (dependents.get(dependency) ?? new Set()).add(nameOf(path)));
  }
  const group = new Set(Object.keys(lock.packages['node_modules/recharts']?.dependencies ?? {}));
  // Drop, until none is left, a package that something outside recharts and the group depends on.
  for (let changed = true; changed;) {
    changed = false;
    for (const name of group)
      if ([...(dependents.get(name) ?? [])].some((dependent) => dependent !== 'recharts' && !group.has(dependent))) {
        group.delete(name);
        changed = true;
      }
  }
  return [...group];
}
const rechartsDependencies = rechartsOnlyDependencies();
/** recharts' dependencies the console uses too (eventemitter3: ra-core's). */
const sharedWithRecharts = Object.keys(
  (
    JSON.parse(readFileSync(new URL('./node_modules/recharts/package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies,
).filter((name) => !rechartsDependencies.includes(name));

/** A chunk group's test: the module is a file of one of these packages (or of a package nested in one). */
function inPackages(names: readonly string[]): (id: string) => boolean {
  return (id) => names.some((name) => id.replaceAll('\\', '/').includes(`/node_modules/${name}/`));
}

/**
 * Each built script, style and SVG of assets/ also as `.br` (brotli, highest quality) and `.gz`
 * (gzip -9), next to it: the web server sends the smallest one the browser accepts without
 * compressing on each request (nginx's brotli_static and gzip_static, deploy/; the Node host of
 * `npm start` and the tests, simulator/hosts/http.ts). Brotli is ~13% smaller than gzip -9 on a
 * deep link's scripts, and gzip -9 ~11% smaller than what nginx's own gzip (level 1) sends.
 * Only the hashed assets: config.json and index.html are replaced or mounted
 * at deployment, and a stale compressed copy beside them would be sent instead.
 */
const precompressedAssets = () =>
  compression({
    include: /^assets\/.*\.(js|css|svg)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });

/** The signed-in pages' first screens, for chunks by page (build/pageChunks.ts). */
const signedInChunks = pageChunks({
  start: [
    'resources/resourceList.ts',
    'src/providers/createDataProvider.ts',
    'src/providers/createAdminQueryClient.ts',
    'src/framework/resource/prefetchFirstList.ts',
  ],
  shell: ['src/AdminApp.tsx'],
  list: ['src/framework/resource/views/ResourceList.tsx', 'src/framework/resource/views/phone/PhoneList.tsx'],
  form: ['src/framework/resource/views/ResourceCreate.tsx', 'src/framework/resource/views/ResourceEdit.tsx'],
  record: ['src/framework/resource/RecordFrame.tsx'],
  dashboard: ['src/pages/dashboard/DashboardPage.tsx'],
  // Not a page, but every page downloads it once the browser is idle.
  palette: ['src/shell/palette/CommandPalette.tsx', 'src/shell/palette/ShortcutsDialog.tsx'],
});

// The console build and the dev server (simulator as middleware); the unit tests' settings are in vitest.config.ts.
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    nativeBuiltIns(),
    consoleRouterOnly(),
    simulatorMiddleware(),
    signedInChunks.plugin,
    preloadEntryImports(),
    // The static demo is served by hosts that compress on their own (or ignore .br/.gz files).
    ...(mode === 'demo' ? [demoServiceWorker()] : [precompressedAssets()]),
  ],
  define: {
    // The static demo build registers the MSW service worker; normal builds never ship it.
    'import.meta.env.VITE_BROWSER_SIMULATOR': JSON.stringify(mode === 'demo'),
  },
  publicDir: 'public',
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // No <link rel="modulepreload"> per dependency of a lazy chunk: appending the ~40 links of the
    // signed-in shell took one ~50 ms task on this machine (four times that on Lighthouse's phone),
    // and the browser fetches a chunk's static imports as soon as it parses it anyway. CSS of lazy
    // chunks is still loaded with them.
    modulePreload: false,
    rolldownOptions: {
      // Packages that run nothing when loaded but do not declare it (build/sideEffectFreePackages.ts).
      treeshake: { moduleSideEffects: sideEffectFreeRules },
      output: {
        codeSplitting: {
          // Everything the entry imports statically (the first screen) in one file: left to itself,
          // rolldown splits the modules the entry shares with lazy chunks into ~18 small files, and
          // on a slow connection each costs a round trip and a share of the bandwidth (Lighthouse's
          // simulated LCP was ~600 ms later). Lazy chunks import from this file instead.
          //
          // recharts (the dashboard's charts, downloaded by the dashboard only: ~110 KB gzipped with
          // its libraries) in two chunks, its own code and the libraries it draws with (d3, redux…),
          // loaded in parallel: one chunk would pass the 80 KB per-chunk budget
          // (scripts/budget-check.ts). After `index`: what the first screen shares stays there.
          groups: [
            { name: 'index', tags: ['$initial'] },
            // Before recharts' groups: what a page's first screen runs goes with the page, also
            // what recharts shares with it (eventemitter3, which the shell runs: in a chunk of its
            // own the shell found it only once the shell had arrived, a round trip more).
            ...signedInChunks.groups,
            // A group takes its modules' dependencies along: the packages recharts shares with the
            // console (those the first screen has not taken) get a chunk of their own first, or the
            // recharts group would take them and the signed-in shell import it.
            { name: 'recharts-shared', test: inPackages(sharedWithRecharts) },
            { name: 'recharts-deps', test: inPackages(rechartsDependencies) },
            { name: 'recharts', test: inPackages(['recharts']) },
            // ra-data-simple-rest (the dataProvider's base) with query-string, the CommonJS package it
            // shares with react-admin's list views, and our adapter to the contract, in one lazy chunk.
            // Left alone, rolldown makes query-string a chunk that imports nothing from the entry and
            // then moves its CommonJS helpers out of the entry into a chunk of their own: one more
            // request before the sign-in page runs. The adapter imports from the entry, so the helpers
            // stay there.
            {
              name: 'simpleRest',
              test: (id: string) =>
                inPackages([
                  'ra-data-simple-rest',
                  'query-string',
                  'decode-uri-component',
                  'split-on-first',
                  'filter-obj',
                  'strict-uri-encode',
                ])(id) || /src[\\/]providers[\\/]contractHttpClient\.ts$/.test(id),
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
}));
