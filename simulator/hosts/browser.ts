import { setupWorker } from 'msw/browser';
import { createSimulator, type Simulator } from '../createSimulator';
import { deserializeStore, serializeStore } from '../persistStore';

const STORAGE_KEY = 'identity-simulator-store';

/**
 * Static demo build: the simulator runs in a service worker (`/mockServiceWorker.js`, made by
 * `msw init`). Its data is kept in this browser's local storage across page loads (a static page
 * has no server to share it; `npm start` is the shared, resetting host).
 */
export async function startBrowserSimulator(): Promise<Simulator> {
  const sim = createSimulator({ clock: 'real' });
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved) sim.restore(deserializeStore(saved));
  } catch {
    localStorage.removeItem(STORAGE_KEY); // an unreadable snapshot starts a fresh seed
  }
  const save = () => {
    try {
      localStorage.setItem(STORAGE_KEY, serializeStore(sim.store));
    } catch {
      // storage full or disabled: the demo simply starts from the seed next time
    }
  };
  addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && save());
  const worker = setupWorker(...sim.handlers);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  return sim;
}
