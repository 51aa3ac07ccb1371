/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { simulatorMiddleware } from './simulator/hosts/vitePlugin';

// One config for the console build, the dev server (simulator as middleware) and vitest.
export default defineConfig(({ mode }) => ({
  plugins: [react(), simulatorMiddleware()],
  define: {
    // The static demo build registers the MSW service worker; normal builds never ship it.
    'import.meta.env.VITE_BROWSER_SIMULATOR': JSON.stringify(mode === 'demo'),
  },
  publicDir: 'public',
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
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
