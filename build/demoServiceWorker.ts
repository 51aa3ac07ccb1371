// Reason: the static demo runs the simulator in MSW's service worker, which normal builds must never ship.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** MSW's worker, written by `msw init` (scripts/ensure-deps.mjs). */
const INSTALLED_WORKER = new URL('../simulator/hosts/worker/mockServiceWorker.js', import.meta.url);

/** The static demo build ships MSW's service worker and starts from its own entry; normal builds never contain either. */
export function demoServiceWorker(worker: URL = INSTALLED_WORKER): Plugin {
  return {
    name: 'demo-service-worker',
    apply: 'build',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('/src/main.tsx', '/src/demo/main.tsx') },
    generateBundle() {
      const source = readFileSync(worker, 'utf8');
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source });
    },
  };
}
