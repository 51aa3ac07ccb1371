import { HttpError } from './HttpError';

/** Message of a request the server did not answer within the configured time. */
export const REQUEST_TIMEOUT_MESSAGE = 'Request Timeout';

/**
 * The server did not answer within `requestTimeoutMs` (config.json): the transport aborted the
 * request. Like a network failure it has no HTTP status (`status` 0), so a refresh that times out
 * keeps the session; the providers tell it apart to say so (`app.errors.timeout`). Whether the
 * server applied the request is unknown.
 */
export class RequestTimeoutError extends HttpError {
  override readonly name: string = 'RequestTimeoutError';
  readonly kind = 'timeout' as const;

  constructor(readonly timeoutMs: number) {
    super(REQUEST_TIMEOUT_MESSAGE, 0);
  }
}
