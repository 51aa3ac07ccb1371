import { HttpResponse, http, type RequestHandler } from 'msw';
import type { RequestRecord, SimState } from '../context';
import { json } from '../rules/errors';
import { relativePath } from './relativePath';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when the client aborts the request, or after `capMs`. */
function untilAborted(signal: AbortSignal, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, capMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (signal.aborted) done();
    else signal.addEventListener('abort', done, { once: true });
  });
}

/** First handler: records every API request and answers injected faults. Falls through otherwise. */
export function preHandler(state: SimState): RequestHandler {
  return http.all(`*${state.apiBase}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const path = relativePath(url, state.apiBase);
    const record: RequestRecord = {
      method: request.method,
      path,
      query: url.search,
      headers: Object.fromEntries(request.headers.entries()),
      ...(request.keepalive ? { keepalive: true as const } : {}),
    };
    state.requests.push(record);
    const fault = state.faults.take(request.method, path);
    if (!fault) return undefined;
    if (fault.abort) {
      await untilAborted(request.signal, fault.delayMs ?? 30_000);
      record.aborted = request.signal.aborted;
      return HttpResponse.error();
    }
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.network) return HttpResponse.error();
    if (fault.malformed)
      return new HttpResponse('{"items": [ this is not json', {
        status: fault.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    if (fault.status) return json(fault.body ?? { message: `Injected fault ${fault.status}` }, fault.status);
    return undefined; // delay only: go on to the real handler
  });
}
