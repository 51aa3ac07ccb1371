/** A request as the fake server saw it. */
export type RecordedCall = {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  /** Parsed JSON body (or the raw body when not a string). */
  body: unknown;
};

export type Route = (call: RecordedCall) => Response | Promise<Response>;

/** JSON response helper. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A tiny in-test server: a `fetch` that records every call and answers with `route`.
 * Aborted signals reject like the real `fetch`.
 */
export function createFakeApi(route: Route) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      path: url.pathname,
      headers: new Headers(init.headers),
      body,
    };
    calls.push(call);
    if (init.signal?.aborted) throw init.signal.reason;
    return route(call);
  };
  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}
