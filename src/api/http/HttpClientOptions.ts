import type { EndpointPaths } from '../contract/endpointPaths';
import type { TokenHeaders } from '../contract/tokenHeaders';
import type { AuthSession } from './AuthSession';
import type { LockManagerLike } from './crossTabLock';
import type { ErrorLogger } from './ErrorLogger';
import type { ValidationStore } from './ValidationStore';

/** What `createHttpClient` is built from (`createServices` gives it the runtime config's values). */
export type HttpClientOptions = {
  baseUrl: string;
  /** Application identity (`X-APP`). */
  appId: string;
  session: AuthSession;
  validation: ValidationStore;
  getDeviceId: () => Promise<string>;
  /** Endpoint paths after config.json's moves (default: the contract's). */
  paths?: EndpointPaths;
  logger?: ErrorLogger;
  fetch?: typeof fetch;
  /** Web Locks implementation for the cross-tab refresh lock (default: `navigator.locks`). */
  locks?: LockManagerLike;
  /** The tokens' headers and prefixes (default: `Authorization: Bearer …` for both, SPEC §9). */
  tokenHeaders?: TokenHeaders;
  /**
   * True while the page is being left: requests then go with `keepalive`, so a change sent on the
   * way out reaches the API after the page is gone (JSON bodies only: the browser caps keepalive
   * bodies at 64 KB).
   */
  keepalive?: () => boolean;
  /** A request (the refresh too) not answered within this many ms is aborted: `RequestTimeoutError`. */
  requestTimeoutMs?: number;
};
