import { ErrorBody } from '../api/contract/errors';
import { readServerMessage } from '../api/contract/serverMessageText';
import type { ValidationStore } from '../api/http/ValidationStore';
import { ContractError } from '../api/http/ContractError';
import { HttpError } from '../api/http/HttpError';
import { RequestTimeoutError } from '../api/http/RequestTimeoutError';
import { messageWithArgs } from './messageWithArgs';

/** A message for the user: an i18n key and its arguments. */
export interface ShownMessage {
  key: string;
  args?: Record<string, unknown>;
}

/**
 * A server message as an i18n key (`server.<key>`) and the values it names (`{ min: '8' }` of
 * 'Password is too short (under 8 characters)') when it is a known one (SPEC §8), else the message itself.
 */
export function shownServerMessage(message: string): ShownMessage {
  const known = readServerMessage(message);
  if (!known) return { key: message };
  return { key: `server.${known.key}`, ...(known.args ? { args: known.args } : {}) };
}

/**
 * A server message as a form shows it under a field: its i18n key, in react-admin's
 * message-with-arguments form when it names values; an unknown message as it is.
 */
export function translatableServerMessage(message: string): string {
  const { key, args } = shownServerMessage(message);
  return args ? messageWithArgs(key, args) : key;
}

/** Known server messages that only name the status ('Forbidden'): the status's own sentence says more. */
const statusWords = new Set(['server.unauthorized', 'server.forbidden', 'server.notFound']);

/** The `message` the server put in an error body, if any. */
function serverSaid(error: HttpError): string | null {
  const body = ErrorBody.safeParse(error.body);
  return body.success && body.data.message.trim() !== '' ? body.data.message : null;
}

/**
 * What to tell the user about a failed call — the one ranking every screen uses:
 * 1. an answer outside the contract, no answer in time, a network failure, a 429, a 5xx: their own
 *    sentence (their bodies are not shown, SPEC §8);
 * 2. a 4xx whose body carries a `message`: that message, translated when it is a known one (SPEC §8
 *    "the validation message displayed comes from the server's message field"), never generic text —
 *    except the bare status words ('Forbidden'), for which the status sentence says more;
 * 3. otherwise the status's sentence (422: the form has wrong fields).
 */
export function errorMessage(error: unknown): ShownMessage {
  // Checked first: a contract error is an HttpError carrying the (successful) status of the answer.
  if (error instanceof ContractError) return { key: 'app.errors.contract' };
  if (error instanceof RequestTimeoutError) return { key: 'app.errors.timeout' };
  if (!(error instanceof HttpError)) return { key: 'app.errors.unknown' };
  if (error.status === 0) return { key: 'app.errors.network' };
  // Their own sentences: a rate limit's or a failure's wording is the server's infrastructure talking.
  if (error.status === 429) return { key: 'app.errors.tooManyRequests' };
  if (error.status >= 500) return { key: 'app.errors.server' };
  const said = serverSaid(error);
  if (said !== null) {
    const shown = shownServerMessage(said);
    if (shown.key === said) return { key: 'app.errors.serverSaid', args: { message: said } };
    if (!statusWords.has(shown.key)) return shown;
  }
  if (error.status === 422) return { key: 'validation.invalidForm' };
  if (error.status === 403) return { key: 'app.errors.forbidden' };
  if (error.status === 404) return { key: 'app.errors.notFound' };
  return { key: 'app.errors.unknown' };
}

/** Where forms read field messages: the transport's validation message store (SPEC §4). */
export type FieldMessageSource = Pick<ValidationStore, 'getByKey'>;

/**
 * The one form-error mapper: the field messages of a failed 422 call, read from the validation
 * message store where the transport put them (SPEC §4: field → messages), as form errors (field →
 * message), first message per field, known server texts as i18n keys; null for any other failure
 * or when nothing is stored for the call (any later successful call clears the store).
 */
export function formErrors(error: unknown, store: FieldMessageSource): Record<string, string> | null {
  if (!(error instanceof HttpError) || error.status !== 422 || !error.validationKey) return null;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(store.getByKey(error.validationKey))) {
    const first = messages[0];
    if (first) errors[field] = translatableServerMessage(first);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * The same error as react-admin shows it: the message is what `errorMessage` says (react-admin
 * translates it; a server's unknown wording stays as it is, shown as is), status kept; a 422's body
 * carries the field errors read from the validation store under `errors` (react-admin puts them
 * under the form's fields). react-admin translates the message without arguments, so a known
 * message naming values ('… (under 8 characters)') is the form's generic message when the fields
 * carry it, else the server's words. A 401 is left alone (the auth provider's sign-out path).
 */
export function withUserFacingMessage(error: unknown, store: FieldMessageSource): unknown {
  if (!(error instanceof HttpError) || error.status === 401) return error;
  const { key, args } = errorMessage(error);
  const fields = formErrors(error, store);
  let message = key;
  if (key === 'app.errors.serverSaid') message = String(args?.message);
  else if (args) message = fields ? 'validation.invalidForm' : (serverSaid(error) ?? key);
  const body = fields ? { ...(error.body as object), errors: fields } : error.body;
  if (message === error.message && body === error.body) return error;
  // A timeout stays one, so that whoever shows it later still says so.
  const shown =
    error instanceof RequestTimeoutError
      ? new RequestTimeoutError(error.timeoutMs)
      : new HttpError(message, error.status, body, error.validationKey);
  shown.message = message;
  shown.stack = error.stack;
  return shown;
}

/** What to tell the user about a failed dataProvider call: its message is already one (`withUserFacingMessage`). */
export function dataProviderErrorMessage(error: unknown): ShownMessage {
  const key = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
  // `_`: a server's own sentence that is no catalog key is shown as it is.
  return { key, args: { _: key } };
}
