import { http, HttpResponse, matchRequestUrl, type RequestHandler } from 'msw';
import { serverMessages } from '../src/api/contract/errors';
import { iso } from './clock';
import type { Ctx, RequestRecord, Route, SimState } from './context';
import { authenticate } from './rules/auth';
import { ApiError, fail, forbidden, json } from './rules/errors';
import { resolveOrgDomain } from './rules/org';
import { parseUserAgent } from './rules/userAgent';

/** Path of a request relative to apiBase (no query). */
export function relativePath(url: URL, apiBase: string): string {
  const at = url.pathname.indexOf(apiBase);
  return at < 0 ? url.pathname : url.pathname.slice(at + apiBase.length) || '/';
}

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
    const record: RequestRecord = { method: request.method, path, query: url.search, headers: Object.fromEntries(request.headers.entries()) };
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
    if (fault.malformed) return new HttpResponse('{"items": [ this is not json', { status: fault.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    if (fault.status) return json(fault.body ?? { message: `Injected fault ${fault.status}` }, fault.status);
    return undefined; // delay only: go on to the real handler
  });
}

export interface RouterHooks {
  /** Runs before every API call, before the organization is looked up (time-driven state: demo reset, import jobs). */
  beforeRequest?: (domain: string, now: number) => void;
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return (parsed && typeof parsed === 'object' ? parsed : { value: parsed }) as Record<string, unknown>;
  } catch {
    throw fail(400, 'Invalid JSON body');
  }
}

/** Runs one route: organization, authentication, demo lock, error mapping. */
export async function runRoute(state: SimState, route: Route, request: Request, params: Record<string, string>, hooks: RouterHooks = {}): Promise<Response> {
  try {
    const url = new URL(request.url);
    const domain = resolveOrgDomain(request, url);
    const now = state.clock.now();
    hooks.beforeRequest?.(domain, now);
    const org = state.store.orgs.get(domain);
    if (!org) throw fail(404, 'Organization not found');
    const auth = route.auth === 'guest' ? { user: null, session: null } : authenticate(org, request, now);
    if (route.demoLocked && org.domain === 'demo') throw forbidden(serverMessages.demoLocked);
    let body: Promise<Record<string, unknown>> | undefined;
    const ctx: Ctx = {
      state, request, url, params, org, now,
      path: relativePath(url, state.apiBase),
      query: url.searchParams,
      user: auth.user,
      session: auth.session,
      ua: parseUserAgent(request.headers.get('user-agent')),
      nowIso: iso(now),
      body: <T>() => (body ??= readBody(request)) as Promise<T>,
    };
    return await route.handle(ctx);
  } catch (error) {
    if (error instanceof ApiError) return json(error.body, error.status);
    console.error('[simulator] handler error', error);
    return json({ message: error instanceof Error ? error.message : 'Internal error' }, 500);
  }
}

const stringParams = (params: Record<string, string | readonly string[] | undefined>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeURIComponent(Array.isArray(v) ? v.join('/') : String(v ?? ''))]));

/** msw handlers for routes (paths match any origin: `*${apiBase}${path}`). */
export function routeHandlers(state: SimState, routes: Route[], hooks: RouterHooks = {}): RequestHandler[] {
  return routes.map((route) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    return http[method](`*${state.apiBase}${route.path}`, ({ request, params }) => runRoute(state, route, request, stringParams(params), hooks));
  });
}

/** One handler serving a mutable route list (routes registered after the server started work without `server.use`). */
export function dynamicHandler(state: SimState, routes: Route[], hooks: RouterHooks = {}): RequestHandler {
  return http.all(`*${state.apiBase}/*`, ({ request }) => {
    const url = new URL(request.url);
    for (const route of routes) {
      if (route.method !== request.method.toUpperCase()) continue;
      const match = matchRequestUrl(url, `*${state.apiBase}${route.path}`);
      if (match.matches) return runRoute(state, route, request, stringParams(match.params ?? {}), hooks);
    }
    return undefined;
  });
}
