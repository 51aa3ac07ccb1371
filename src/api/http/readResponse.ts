import type { $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/mini';
import { ErrorBody, ValidationErrorBody } from '../contract/errors';
import { ContractError } from './ContractError';
import { HttpError, NETWORK_ERROR_MESSAGE } from './HttpError';

type Body = { json: true; value: unknown } | { json: false; text: string };

/** Reads a body as JSON; an empty body is `undefined`. A body cut off mid-stream is a network error. */
async function readBody(response: Response, signal?: AbortSignal): Promise<Body> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new HttpError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (text.trim() === '') return { json: true, value: undefined };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false, text };
  }
}

/** Data of a 2xx response: `undefined` for 204 or an empty body, else JSON checked against `schema`. */
export async function readSuccess<T>(response: Response, schema?: $ZodType<T>, signal?: AbortSignal): Promise<T> {
  if (response.status === 204) return undefined as T;
  const body = await readBody(response, signal);
  if (!body.json)
    throw new ContractError(response.status, [{ code: 'invalid_json', message: 'Response body is not valid JSON' }]);
  if (body.value === undefined || !schema) return body.value as T;
  const parsed = safeParse(schema, body.value);
  if (parsed.success) return parsed.data;
  throw new ContractError(
    response.status,
    parsed.error.issues.map(({ code, message, path }) => ({ code, message, path })),
  );
}

/** The error for a non-2xx response; a 422 with the contract's shape also yields its field errors. */
export async function readFailure(
  response: Response,
  signal?: AbortSignal,
): Promise<{ error: HttpError; fieldErrors?: ValidationErrorBody['errors']['json'] }> {
  const body = await readBody(response, signal);
  const value = body.json ? body.value : undefined;
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  if (response.status === 422) {
    const validation = ValidationErrorBody.safeParse(value);
    if (validation.success) {
      return { error: new HttpError(validation.data.message, 422, value), fieldErrors: validation.data.errors.json };
    }
  }
  const known = ErrorBody.safeParse(value);
  const message = known.success && known.data.message !== '' ? known.data.message : fallback;
  return { error: new HttpError(message, response.status, value) };
}
