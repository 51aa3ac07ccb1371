/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { simulatorMiddleware } from './simulator/hosts/vitePlugin.ts';
import type { Plugin } from 'vite';

/** The static demo build ships MSW's service worker; normal builds never contain it. */
function demoServiceWorker(): Plugin {
  return {
    name: 'demo-service-worker',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(new URL('./simulator/hosts/worker/mockServiceWorker.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source });
    },
  };
}

/**
 * `object.entries` is a polyfill (with ~20 KB of es-abstract helpers) that node-polyglot, the i18n
 * engine of the sign-in page, requires; every browser the console supports has `Object.entries`.
 */
function nativeObjectEntries(): Plugin {
  const id = '\0native-object-entries';
  return {
    name: 'native-object-entries',
    enforce: 'pre',
    resolveId: (source) => (source === 'object.entries' ? id : null),
    load: (loaded) => (loaded === id ? 'module.exports = Object.entries;' : null),
  };
}

// One config for the console build, the dev server (simulator as middleware) and vitest.
export default defineConfig(({ mode }) => ({
  plugins: [react(), nativeObjectEntries(), simulatorMiddleware(), ...(mode === 'demo' ? [demoServiceWorker()] : [])],
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
      output: {
        codeSplitting: {
          // Everything the entry imports statically (the first screen) in one file: left to itself,
          // rolldown splits the modules the entry shares with lazy chunks into ~18 small files, and
          // on a slow connection each costs a round trip and a share of the bandwidth (Lighthouse's
          // simulated LCP was ~600 ms later). Lazy chunks import from this file instead.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 20000,
    pool: 'threads',
    css: false,
  },
}));
