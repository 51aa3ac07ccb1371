import { HttpError } from '../api/http/HttpError';
import { ContractError } from '../api/http/ContractError';
import { translatableServerMessage } from './toFormErrors';

/** Known server messages that only name the status ('Forbidden'): the status's own sentence says more. */
const STATUS_WORDS = new Set(['server.forbidden', 'server.notFound']);

/** The i18n key of a known server message that says why a call failed, else null. */
export function knownServerMessageKey(message: string): string | null {
  const known = translatableServerMessage(message);
  return known !== message && !STATUS_WORDS.has(known) ? known : null;
}

/**
 * The i18n key that tells a user what went wrong with a request, or null when the error is
 * meaningful as it is (422 field errors, messages the server words for display). react-admin
 * translates an error's message when it shows it, so providers rethrow with these keys.
 */
export function userFacingErrorKey(error: unknown): string | null {
  if (error instanceof ContractError) return 'app.errors.contract';
  if (!(error instanceof HttpError)) return null;
  if (error.status === 0) return 'app.errors.network';
  // A known server message that says why (e.g. 'locked in demo mode') beats the status sentence.
  const known = knownServerMessageKey(error.message);
  if (error.status === 403 && known) return known;
  if (error.status === 403) return 'app.errors.forbidden';
  if (error.status === 404) return 'app.errors.notFound';
  if (error.status === 429) return 'app.errors.tooManyRequests';
  if (error.status >= 500) return 'app.errors.server';
  return null;
}

/** The same error with a translatable message (status and body kept for react-admin and callers). */
export function withUserFacingMessage(error: unknown): unknown {
  const key = userFacingErrorKey(error);
  if (!key || !(error instanceof HttpError)) return error;
  const translated = new HttpError(key, error.status, error.body);
  translated.stack = error.stack;
  return translated;
}
