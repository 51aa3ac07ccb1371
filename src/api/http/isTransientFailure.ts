import { ContractError } from './ContractError';
import { HttpError } from './HttpError';

/**
 * A refresh that failed without the refresh token being refused: no answer (network, or none in
 * time), too many requests, or a server error. The session is kept (an administrator's typed form
 * survives a passing outage) and the error reaches the caller — and every request whose 401 was
 * waiting on that refresh, without a refresh of its own; the next request tries to refresh again.
 * Everything else (401, 403, 422, an answer outside the contract) signs out.
 */
export function isTransientFailure(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    !(error instanceof ContractError) &&
    (error.status === 0 || error.status === 429 || error.status >= 500)
  );
}
