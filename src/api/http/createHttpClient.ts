import type { $ZodType } from 'zod/v4/core';
import type { AnyEndpoint, EndpointBody, EndpointOutput, HttpMethod } from '../contract/endpoint';
import { endpointPaths, fillPath } from '../contract/endpointPaths';
import { authEndpoints } from '../contract/endpoints/sessionEndpoints';
import { defaultTokenHeaders, tokenHeaderValue } from '../contract/tokenHeaders';
import { withCrossTabLock } from './crossTabLock';
import { fetchWithTimeout } from './fetchWithTimeout';
import { HttpError, NETWORK_ERROR_MESSAGE } from './HttpError';
import { isRawBody } from './isRawBody';
import { isTransientFailure } from './isTransientFailure';
import { PathQueue } from './PathQueue';
import { RequestTimeoutError } from './RequestTimeoutError';
import { readFailure, readSuccess } from './readResponse';
import { resolveUrl } from './resolveUrl';
import { ValidationStore } from './ValidationStore';
import type { HttpClientOptions } from './HttpClientOptions';

export type { HttpMethod };

/** A call of one endpoint of the contract: its path parameters, query, body. */
export type CallOptions<E extends AnyEndpoint> = {
  /** Values of the path's `:name` segments. */
  params?: Readonly<Record<string, string | number>>;
  /** Query (arrays as repeated keys; null and empty arrays omitted). */
  query?: Readonly<Record<string, unknown>>;
  /** JSON body; a `FormData`/`Blob` is sent as is. */
  body?: EndpointBody<E>;
  signal?: AbortSignal;
  /** Extra headers; they override the defaults. */
  headers?: Record<string, string>;
};

type RequestOptions<T> = {
  method: HttpMethod;
  /** API path relative to the base URL (may already carry a query string). */
  path: string;
  /** Query parameters (arrays as repeated keys; null and empty arrays omitted). */
  params?: Record<string, unknown>;
  /** JSON body; a `FormData`/`Blob` is sent as is (multipart uploads). Ignored for GET. */
  data?: unknown;
  /** Checks the response body; a mismatch throws a `ContractError`. */
  schema?: $ZodType<T>;
  /** Guest call: no `Authorization`, no waiting for auth tasks, no 401 retry. */
  guest?: boolean;
  signal?: AbortSignal;
  /** Extra headers; they override the defaults. */
  headers?: Record<string, string>;
};

export type HttpClient = {
  /**
   * Calls an endpoint of the contract (src/api/contract/endpoints): its path as configured, its
   * answer checked against its output schema. Resolves with the parsed body (`undefined` for
   * 204/empty); rejects with `HttpError`.
   */
  call<E extends AnyEndpoint>(endpoint: E, options?: CallOptions<E>): Promise<EndpointOutput<E>>;
  /** Refreshes the tokens; concurrent calls share one request. Rejects on failure, signing out when the refresh is refused. */
  refresh(): Promise<void>;
  /** At start: refreshes when the token expires within 30 s; a refused refresh signs out. Never rejects. */
  ensureFreshSession(): Promise<void>;
  /** The validation message store this client writes 422 field errors to (and clears on success). */
  readonly validation: ValidationStore;
};

/** SPEC §9: refresh the token when it expires within 30 seconds. */
export const REFRESH_MARGIN_MS = 30_000;

/**
 * The API transport (SPEC §4 "Request handling", §7 "Client conventions", §8 "Status handling").
 * No UI: failures are thrown as `HttpError`s and logged; sign-outs are announced through
 * `session.onSignOut`; providers decide what the user sees.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { session, validation, logger } = options;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const pathOf = options.paths ?? endpointPaths();
  const tokenHeaders = options.tokenHeaders ?? defaultTokenHeaders;
  const refreshPath = pathOf(authEndpoints.tokenRefresh);
  const logoutPath = PathQueue.keyOf(pathOf(authEndpoints.logout));
  const queue = new PathQueue();
  let refreshing: Promise<void> | undefined;
  /** Refreshes started so far; a request notes the count when it takes its token. */
  let refreshesStarted = 0;
  /** The last refresh that failed: its number, the access token it was to replace, its error. */
  let failedRefresh: { number: number; token: string | null; error: unknown } | undefined;
  /** Errors already posted to the log: a refresh failure shared by several requests is logged once. */
  const logged = new WeakSet<object>();

  function log(error: unknown, context: { method: string; path: string; status: number | undefined }) {
    if (typeof error === 'object' && error !== null) {
      if (logged.has(error)) return;
      logged.add(error);
    }
    logger?.log(error, context);
  }

  async function baseHeaders(): Promise<Record<string, string>> {
    return { 'X-DEVICE': await options.getDeviceId(), 'X-APP': options.appId };
  }

  async function send(request: RequestOptions<unknown>, token: string | null): Promise<Response> {
    const headers = await baseHeaders();
    const raw = isRawBody(request.data);
    if (!raw) headers['Content-Type'] = 'application/json';
    if (token !== null) headers[tokenHeaders.header] = tokenHeaderValue(tokenHeaders.prefix, token);
    Object.assign(headers, request.headers);
    const body =
      request.data === undefined || request.method === 'GET'
        ? undefined
        : raw
          ? (request.data as BodyInit)
          : JSON.stringify(request.data);
    try {
      const url = resolveUrl(options.baseUrl, request.path, request.params);
      const init = { method: request.method, headers, body, signal: request.signal };
      const keepalive = !raw && options.keepalive?.() ? { keepalive: true } : {};
      return await fetchWithTimeout(fetchImpl, url, { ...init, ...keepalive }, options.requestTimeoutMs);
    } catch (error) {
      if (request.signal?.aborted || error instanceof RequestTimeoutError) throw error;
      throw new HttpError(NETWORK_ERROR_MESSAGE, 0);
    }
  }

  /** Refreshes once across tabs: a tab that waited for the lock uses the tokens another one got. */
  function performRefresh(): Promise<void> {
    const startedWith = session.state.refreshToken;
    return withCrossTabLock(
      'identity-console:token-refresh',
      async () => {
        const now = session.state;
        if (now.accessToken !== null && now.refreshToken !== startedWith) return; // another tab refreshed
        await refreshNow();
      },
      options.locks,
    );
  }

  async function refreshNow(): Promise<void> {
    const { refreshToken } = session.state;
    if (!session.isSignedIn || !refreshToken) {
      session.signOut('refresh-failed');
      throw new HttpError('Unauthorized', 401);
    }
    const headers = {
      ...(await baseHeaders()),
      'Content-Type': 'application/json',
      [tokenHeaders.refreshHeader]: tokenHeaderValue(tokenHeaders.refreshPrefix, refreshToken),
    };
    let response: Response;
    try {
      const url = resolveUrl(options.baseUrl, refreshPath);
      response = await fetchWithTimeout(fetchImpl, url, { method: 'POST', headers }, options.requestTimeoutMs);
    } catch (error) {
      // The refresh token was not rejected, the network failed: keep the session for a later try.
      if (error instanceof RequestTimeoutError) throw error;
      throw new HttpError(NETWORK_ERROR_MESSAGE, 0);
    }
    try {
      if (!response.ok) throw (await readFailure(response)).error;
      const tokens = await readSuccess(response, authEndpoints.tokenRefresh.output);
      if (!tokens) throw new HttpError('Invalid server response', response.status);
      // Signed out (or signed in again) while refreshing: do not resurrect the old session.
      if (session.state.refreshToken !== refreshToken) throw new HttpError('Unauthorized', 401);
      session.set({ ...tokens, refresh_token: tokens.refresh_token ?? refreshToken });
    } catch (error) {
      if (isTransientFailure(error)) throw error;
      session.signOut('refresh-failed');
      throw error;
    }
  }

  function refresh(): Promise<void> {
    if (refreshing) return refreshing;
    const number = ++refreshesStarted;
    const token = session.state.accessToken;
    refreshing = session
      .runAuthTask(performRefresh)
      .catch((error: unknown) => {
        failedRefresh = { number, token, error };
        log(error, { method: 'POST', path: refreshPath, status: statusOf(error) });
        throw error;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  /**
   * After a 401 sent with `usedToken` (taken when `refreshesBefore` refreshes had started): get a
   * newer token, or throw `unauthorized` (refresh refused) or the refresh's transient error.
   */
  async function reauthenticate(usedToken: string, refreshesBefore: number, unauthorized: HttpError): Promise<string> {
    const current = session.state.accessToken;
    if (current !== null && current !== usedToken && !refreshing) return current; // refreshed meanwhile
    if (current === null) throw unauthorized; // already signed out
    // A refresh for this very token started after the request took it and has failed (the session
    // was kept): its outcome is this request's too, no second refresh for the same expired token.
    const failed = failedRefresh;
    if (!refreshing && failed && failed.number > refreshesBefore && failed.token === usedToken) throw failed.error;
    try {
      await refresh();
    } catch (error) {
      if (isTransientFailure(error)) throw error;
      throw unauthorized;
    }
    const renewed = session.state.accessToken;
    if (renewed === null) throw unauthorized;
    return renewed;
  }

  async function settle<T>(request: RequestOptions<T>, response: Response, token: string | null): Promise<T> {
    if (response.ok) {
      if (token !== null) validation.clearAll();
      return readSuccess(response, request.schema, request.signal);
    }
    const { error, fieldErrors } = await readFailure(response, request.signal);
    if (!fieldErrors) throw error;
    // SPEC §4: stored for display (the forms read them from the store), and still passed to the caller.
    validation.store(request.method, request.path, fieldErrors);
    throw new HttpError(error.message, error.status, error.body, ValidationStore.keyOf(request.method, request.path));
  }

  async function execute<T>(request: RequestOptions<T>): Promise<T> {
    if (!request.guest) {
      // SPEC §4: also while signed out — a request issued during a sign-in waits for its token.
      while (session.isAuthTaskRunning) await session.waitForAuthTask();
    }
    const token = request.guest ? null : session.state.accessToken;
    const refreshesBefore = refreshesStarted;
    const response = await send(request, token);
    if (response.status !== 401 || token === null || PathQueue.keyOf(request.path) === logoutPath) {
      return settle(request, response, token);
    }
    const { error: unauthorized } = await readFailure(response, request.signal);
    const renewed = await reauthenticate(token, refreshesBefore, unauthorized);
    const retried = await send(request, renewed);
    if (retried.status === 401) {
      const { error } = await readFailure(retried, request.signal);
      session.signOut('unauthorized');
      throw error;
    }
    return settle(request, retried, renewed);
  }

  function request<T>(request: RequestOptions<T>): Promise<T> {
    return queue
      .run(request.path, () => execute(request))
      .catch((error: unknown) => {
        if (!request.signal?.aborted) {
          log(error, { method: request.method, path: PathQueue.keyOf(request.path), status: statusOf(error) });
        }
        throw error;
      });
  }

  return {
    call<E extends AnyEndpoint>(endpoint: E, call: CallOptions<E> = {}): Promise<EndpointOutput<E>> {
      return request({
        method: endpoint.method,
        path: fillPath(pathOf(endpoint), call.params ?? {}),
        ...(call.query ? { params: call.query } : {}),
        ...(call.body !== undefined ? { data: call.body } : {}),
        ...(endpoint.output ? { schema: endpoint.output as $ZodType<EndpointOutput<E>> } : {}),
        guest: endpoint.auth === 'guest',
        ...(call.signal ? { signal: call.signal } : {}),
        ...(call.headers ? { headers: call.headers } : {}),
      });
    },
    refresh,
    validation,
    async ensureFreshSession() {
      if (!session.expiresWithin(REFRESH_MARGIN_MS)) return;
      try {
        await refresh();
      } catch {
        // A rejected refresh already signed out (session.onSignOut); a transient failure keeps the session.
      }
    },
  };
}

function statusOf(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}
