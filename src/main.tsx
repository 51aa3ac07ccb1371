import './config/zodJitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config/loadConfig';
import { ConfigErrorScreen } from './config/ConfigErrorScreen';
import { createServices } from './providers/createServices';
import { pickInitialLocale } from './providers/createI18nProvider';
import { savedLocale } from './providers/createConsoleStore';
import { Console } from './Console';
import { reloadOnceOnChunkError } from './framework/layout/reloadOnceOnChunkError';
import { isHomePath } from './framework/routing/isHomePath';
import { startGuestRequests } from './framework/guestStartRequests';
import { reportUncaughtErrors, rootErrorOptions } from './framework/reportUncaughtErrors';
import type { ErrorLogger } from './api/http/ErrorLogger';

/**
 * Starts the console: runtime config, services, the first screen. `beforeStart` runs first (the
 * static demo's entry, src/demo/main.tsx, starts the simulator's service worker there); the normal
 * build's entry is this file's last line.
 */
export async function boot(beforeStart?: () => Promise<void>) {
  reloadOnceOnChunkError();
  // What error boundaries catch goes to the log service once the services (and their logger) exist.
  const reporting: { logger?: ErrorLogger } = {};
  const root = createRoot(
    document.getElementById('root') as HTMLElement,
    rootErrorOptions(() => reporting.logger),
  );
  await beforeStart?.();
  const result = await loadConfig();
  if (!result.ok) {
    root.render(<ConfigErrorScreen problems={result.problems} />);
    return;
  }
  const services = createServices(result.config);
  reporting.logger = services.logger;
  reportUncaughtErrors(services.logger);
  // A token about to expire is refreshed before the first screen; a refused refresh signs out.
  await services.client.ensureFreshSession().catch(() => undefined);
  // A guest's first API reads travel while the first screen renders (the sign-in page is at home).
  startGuestRequests(services, { signInPage: isHomePath(result.config) });
  const initialLocale = await pickInitialLocale(
    result.config.languages,
    result.config.defaultLanguage,
    savedLocale(services.subdomain),
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole first screen in one task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Console services={services} initialLocale={initialLocale} />
      </StrictMode>,
    ),
  );
}

if (!import.meta.env.VITE_BROWSER_SIMULATOR) void boot();
