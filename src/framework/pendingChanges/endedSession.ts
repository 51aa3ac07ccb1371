import { HttpError } from '../../api/http/HttpError';

/**
 * Whether a failed call ended the session: the transport signs out before it throws a 401 (the
 * refresh refused, or a 401 again after it). A change it carried is kept, to be offered back after
 * signing in.
 */
export function endedSession(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}
