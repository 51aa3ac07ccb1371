import { setupWorker } from 'msw/browser';
import { createSimulator, type Simulator } from '../createSimulator';

/** Static demo build: the simulator runs in a service worker (`/mockServiceWorker.js`, made by `msw init`). */
export async function startBrowserSimulator(): Promise<Simulator> {
  const sim = createSimulator({ clock: 'real' });
  const worker = setupWorker(...sim.handlers);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  return sim;
}
