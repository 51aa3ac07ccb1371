import { RequestTimeoutError } from './RequestTimeoutError';

/**
 * `fetch` that gives up when no answer (status and headers) has come within `timeoutMs`: the
 * request is aborted and a `RequestTimeoutError` thrown. The caller's own signal still aborts it
 * (its abort error is thrown as fetch throws it). No timeout when `timeoutMs` is undefined or 0.
 */
export async function fetchWithTimeout(
  fetchImpl: typeof fetch,
  input: string,
  init: RequestInit,
  timeoutMs: number | undefined,
): Promise<Response> {
  if (!timeoutMs) return fetchImpl(input, init);
  const controller = new AbortController();
  const caller = init.signal ?? undefined;
  const forward = () => controller.abort(caller?.reason);
  if (caller?.aborted) forward();
  else caller?.addEventListener('abort', forward, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await fetchImpl(input, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError(timeoutMs);
    throw error;
  } finally {
    // The caller's abort is still forwarded: it stops reading the answer's body.
    clearTimeout(timer);
  }
}
