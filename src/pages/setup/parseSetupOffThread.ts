import type { ParsedSetup } from './parseSetupFile';

/**
 * Parses a setup file in a worker, so a large file (up to `MAX_SETUP_FILE_MB`) leaves the tab
 * responsive; one worker per file, ended once it has answered. Where module workers do not exist
 * (component tests), on the page's thread.
 */
export function parseSetupOffThread(text: string): Promise<ParsedSetup> {
  if (typeof Worker !== 'function') return import('./parseSetupFile').then((m) => m.parseSetupFile(text));
  const worker = new Worker(new URL('./setupWorker.ts', import.meta.url), { type: 'module', name: 'setup-file' });
  return new Promise<ParsedSetup>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<ParsedSetup>) => resolve(event.data));
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'setup worker failed')));
    worker.postMessage(text);
  }).finally(() => worker.terminate());
}
