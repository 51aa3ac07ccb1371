/**
 * Error thrown by the transport for every failed call. Shape-compatible with react-admin's
 * `HttpError` (react-admin reads `status`, `message` and `body.errors`).
 *
 * - network failure: `status` 0, message `'Network Error'` (see `NETWORK_ERROR_MESSAGE`);
 * - 422: the server's body (`{ message, errors: { json } }`) is kept as `body`, and its field errors
 *   go to the ValidationStore under `validationKey`;
 * - a body that is not JSON or breaks the contract: the `ContractError` subclass.
 */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';

  constructor(
    message: string,
    public readonly status: number,
    public readonly body?: unknown,
    /**
     * A 422 whose field errors the transport stored (SPEC §4's validation message store): the store
     * key they are under (`ValidationStore.keyOf`). Forms read their field messages from the store by it.
     */
    public readonly validationKey?: string,
  ) {
    super(message);
  }
}

/** Message of network failures (SPEC §8: "message equal to network error"). */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/** A network failure: the request never got an HTTP response. */
export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.message === NETWORK_ERROR_MESSAGE || (error instanceof HttpError && error.status === 0))
  );
}
