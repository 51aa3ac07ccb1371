/**
 * A second, tiny entry script (see `signedInPreloadScript` in vite.config.ts), listed before the
 * main one in the built index.html. At a signed-in start it starts downloading the admin shell, the
 * resource declarations and (at home) the dashboard as soon as the page is parsed, while the main
 * entry's scripts download, instead of once they have all loaded and run (main.tsx asks for the
 * same modules again: `preloadSignedInApp`, which then finds them loaded). A guest's page only
 * runs the check. No imports: anything shared with the main entry would become one more chunk to
 * wait for.
 */

/** AuthSession's storage key (AUTH_STORAGE_KEY; tests/unit/signedInPreload.test.ts keeps them equal). */
export const SESSION_STORAGE_KEY = 'auth';

/** Whether storage holds a session with an access token (AuthSession's `isSignedIn`, without its module). */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return false;
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && typeof (value as { accessToken?: unknown }).accessToken === 'string';
  } catch {
    return false;
  }
}

/** Whether the page is the console's home (the dashboard when signed in), at the build's base path. */
export function isHomePath(): boolean {
  const base = new URL(import.meta.env.BASE_URL, document.baseURI).pathname;
  return window.location.pathname === base || `${window.location.pathname}/` === base;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

// Failures are ignored here: the console loads the same modules again and reports a failure itself.
if (import.meta.env.PROD && hasStoredSession(safeLocalStorage())) {
  const ignore = () => undefined;
  import('./AdminApp').catch(ignore);
  import('./framework/resource/registry').catch(ignore);
  if (isHomePath()) import('./pages/dashboard/DashboardPage').catch(ignore);
}
