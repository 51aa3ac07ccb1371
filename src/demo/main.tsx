/**
 * Entry of the static demo build (`npm run build:demo`, vite.config.ts points index.html here):
 * the API simulator runs in the browser's service worker, then the console starts as usual.
 * Only this entry brings the simulator in; the normal build's entry is src/main.tsx.
 */
import { boot } from '../main';

void boot(async () => {
  const { startBrowserSimulator } = await import('../../simulator/hosts/browser');
  await startBrowserSimulator();
});
