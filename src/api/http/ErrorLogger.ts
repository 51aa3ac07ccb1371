import type { LogEntry } from '../contract/log';
import { HttpError, isNetworkError } from './HttpError';
import { redactSecrets } from './redactSecrets';

/** Messages carrying this marker come from the real-time updates channel and are not logged. */
export const REALTIME_MARKER = '[realtime]';

export type ErrorLogger = {
  /** Posts the error to the log service; fire and forget, never throws. */
  log(error: unknown, context?: unknown): void;
  /** Debug logging does nothing (SPEC §8). */
  debug(...args: unknown[]): void;
};

export type ErrorLoggerOptions = {
  /** Log base URL; when absent nothing is posted. */
  logUrl?: string;
  appId: string;
  /** Current organization subdomain (X-ORG). */
  getOrg: () => string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Known secrets to scrub by exact match, e.g. the session's current tokens. */
  secrets?: () => ReadonlyArray<string | null | undefined>;
};

/** SPEC §8 "Error logging": everything except 422s, network errors and real-time messages (and aborted requests). */
export function isLoggable(error: unknown): boolean {
  if (error instanceof HttpError && error.status === 422) return false;
  if (isNetworkError(error)) return false;
  if (error instanceof Error && error.name === 'AbortError') return false;
  return !messageOf(error).includes(REALTIME_MARKER);
}

/** How long the same error is not posted again: a failure repeating in a loop sends one entry a minute. */
export const LOG_REPEAT_WINDOW_MS = 60_000;

/** What makes two errors the same one: kind, message, and the call it came from (an HTTP context's method and path). */
function errorKey(error: unknown, context: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  const call =
    context && typeof context === 'object' && 'path' in context
      ? `${String((context as { method?: unknown }).method ?? '')} ${String((context as { path?: unknown }).path)}`
      : '';
  return `${name}|${messageOf(error)}|${call}`;
}

export function createErrorLogger(options: ErrorLoggerOptions): ErrorLogger {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const now = options.now ?? (() => new Date());
  const lastSent = new Map<string, number>();
  /** True when this error was not posted in the last minute (and records it as posted now). */
  const firstInWindow = (key: string): boolean => {
    const at = now().getTime();
    const last = lastSent.get(key);
    if (last !== undefined && at - last < LOG_REPEAT_WINDOW_MS) return false;
    if (lastSent.size > 500) lastSent.clear(); // a bounded memory, whatever happens
    lastSent.set(key, at);
    return true;
  };
  return {
    log(error, context) {
      if (!options.logUrl || !isLoggable(error)) return;
      try {
        if (!firstInWindow(errorKey(error, context))) return;
        const known = options.secrets?.() ?? [];
        const entry: LogEntry = redactSecrets(
          {
            msg: messageOf(error),
            env: 'production',
            level: 'ERROR',
            args: {
              stack: error instanceof Error ? error.stack : undefined,
              name: error instanceof Error ? error.name : typeof error,
              context,
              url: globalThis.location?.href ?? '',
              userAgent: globalThis.navigator?.userAgent ?? '',
              timestamp: now().toISOString(),
            },
          },
          known,
        );
        const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-APP': options.appId };
        const org = safeOrg(options.getOrg);
        if (org) headers['X-ORG'] = org;
        fetchImpl(options.logUrl, { method: 'POST', headers, body: JSON.stringify(entry), keepalive: true }).catch(
          () => undefined,
        );
      } catch {
        // A failure to post (or to build the entry) is ignored: logging must never break the app.
      }
    },
    debug() {},
  };
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

function safeOrg(getOrg: () => string): string {
  try {
    return getOrg();
  } catch {
    return '';
  }
}
