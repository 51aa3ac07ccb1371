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

/**
 * The built index.html also loads src/signedInPreload.ts, a second entry without imports, before the
 * main entry: at a signed-in start it starts the signed-in app's downloads while the main entry's
 * scripts download (see that file). Dev server and tests: main.tsx's own preload is enough.
 */
function signedInPreloadScript(): Plugin {
  let base = '/';
  return {
    name: 'signed-in-preload-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((file) => file.type === 'chunk' && file.isEntry && file.name === 'signedInPreload');
        if (!chunk) return [];
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `${base}${chunk.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}

// One config for the console build, the dev server (simulator as middleware) and vitest.
export default defineConfig(({ mode }) => ({
  plugins: [react(), nativeObjectEntries(), signedInPreloadScript(), simulatorMiddleware(), ...(mode === 'demo' ? [demoServiceWorker()] : [])],
  define: {
    // The static demo build registers the MSW service worker; normal builds never ship it.
    'import.meta.env.VITE_BROWSER_SIMULATOR': JSON.stringify(mode === 'demo'),
  },
  publicDir: 'public',
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: { input: { index: 'index.html', signedInPreload: 'src/signedInPreload.ts' } },
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
