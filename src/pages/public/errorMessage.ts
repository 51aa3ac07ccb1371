import { ContractError } from '../../api/http/ContractError';
import { HttpError } from '../../api/http/HttpError';
import { translatableServerMessage } from '../../providers/toFormErrors';
import { knownServerMessageKey } from '../../providers/userFacingError';

/**
 * The i18n key (or server text) shown for a failed call of the my area and the public flows:
 * network failure, a known server message translated, else a generic message with the status.
 */
export function errorMessage(error: unknown): { key: string; args?: Record<string, unknown> } {
  // Checked first: a contract error is an HttpError carrying the (successful) status of the answer.
  if (error instanceof ContractError) return { key: 'app.errors.contract' };
  if (!(error instanceof HttpError)) return { key: 'app.errors.unknown' };
  if (error.status === 0) return { key: 'app.errors.network' };
  const known = knownServerMessageKey(error.message);
  if (known) return { key: known };
  if (error.status === 422) return { key: 'validation.invalidForm' };
  if (error.status === 403) return { key: 'app.errors.forbidden' };
  if (error.status === 404) return { key: 'app.errors.notFound' };
  if (error.status === 429) return { key: 'app.errors.tooManyRequests' };
  return { key: 'app.errors.server', args: { status: error.status } };
}

/** Field errors of a 422 answer (`errors.json`), as i18n keys of the known server texts; null otherwise. */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const json = (error.body as { errors?: { json?: Record<string, string[]> } } | undefined)?.errors?.json;
  if (!json) return null;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(json))
    if (messages[0]) out[field] = translatableServerMessage(messages[0]);
  return out;
}
