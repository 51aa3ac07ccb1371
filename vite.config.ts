import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { simulatorMiddleware } from './simulator/hosts/vitePlugin.ts';
import { pageChunks } from './build/pageChunks.ts';
import { consoleRouterOnly } from './build/consoleRouterOnly.ts';
import { nativeBuiltIns } from './build/nativeBuiltIns.ts';
import { sideEffectFreeRules } from './build/sideEffectFreePackages.ts';
import { demoServiceWorker } from './build/demoServiceWorker.ts';
import { preloadEntryImports } from './build/preloadEntryImports.ts';
import { precompressedAssets } from './build/precompressedAssets.ts';
import { inPackages } from './build/inPackages.ts';
import { rechartsGroups } from './build/rechartsGroups.ts';

/** The signed-in pages' first screens, for chunks by page (build/pageChunks.ts). */
const signedInChunks = pageChunks({
  start: [
    'resources/resourceList.ts',
    'src/providers/createDataProvider.ts',
    'src/providers/createAdminQueryClient.ts',
    'src/framework/resource/prefetchFirstRead.ts',
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
            // recharts' packages (build/rechartsGroups.ts).
            ...rechartsGroups(),
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
