import { HttpResponse, http, type RequestHandler } from 'msw';
import { safeParse } from 'zod/mini';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import type { AnyEndpoint } from '../src/api/contract/endpoint';
import { endpointPaths, type EndpointOverrides } from '../src/api/contract/endpointPaths';
import { serverMessages } from '../src/api/contract/errors';
import { iso } from './clock';
import type { Ctx, RequestRecord, Route, SimState } from './context';
import { authenticate } from './rules/auth';
import { ApiError, fail, forbidden, invalid, json } from './rules/errors';
import { resolveOrgDomain } from './rules/org';
import { parseQuery } from './rules/parseQuery';
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

export interface RouterHooks {
  /** Runs before every API call, before the organization is looked up (time-driven state: demo reset, import jobs). */
  beforeRequest?: (domain: string, now: number) => void;
}

/** A route with its path after the configured moves, as a matcher. */
interface MountedRoute {
  route: Route;
  template: string;
  pattern: RegExp;
  names: string[];
}

function mount(route: Route, pathOf: (endpoint: AnyEndpoint) => string): MountedRoute {
  const template = pathOf(route.endpoint);
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { route, template, pattern: new RegExp(`^${source}/?$`), names };
}

/** Fixed segments before parameters, segment by segment (`/auth-type/priorities` before `/auth-type/:type`). */
function bySpecificity(a: MountedRoute, b: MountedRoute): number {
  const as = a.template.split('/');
  const bs = b.template.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const ap = as[i]?.startsWith(':') ? 1 : 0;
    const bp = bs[i]?.startsWith(':') ? 1 : 0;
    if (ap !== bp) return ap - bp;
  }
  return as.length - bs.length;
}

/** Why the simulator refused a request or an answer broke the contract (the conformance harness reads these). */
export interface ContractViolation {
  endpoint: string;
  method: string;
  path: string;
  kind: 'method' | 'content-type' | 'headers' | 'query' | 'body' | 'response';
  detail: string;
}

function structuralIssues(issues: readonly $ZodIssue[], input: unknown): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  for (const issue of issues) {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ field: at ? `${at}.${key}` : key, message: 'Unknown field' });
      continue;
    }
    if (issue.code === 'invalid_union') {
      // The union's branch that fits best: the one with the fewest structural issues.
      const branches = issue.errors.map((branch) => structuralIssues(branch, input));
      const best = branches.reduce((a, b) => (b.length < a.length ? b : a), branches[0] ?? []);
      out.push(
        ...best.map((entry) => ({
          ...entry,
          field: at && !entry.field.startsWith(at) ? `${at}.${entry.field}` : entry.field,
        })),
      );
      continue;
    }
    const value = issue.path.reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
      input,
    );
    if (issue.code === 'invalid_type' && value !== undefined && value !== null)
      out.push({ field: at || '_', message: `Expected ${issue.expected}` });
  }
  return out;
}

async function readJson(request: Request): Promise<{ present: boolean; value: unknown }> {
  const text = await request.text();
  if (!text.trim()) return { present: false, value: undefined };
  try {
    return { present: true, value: JSON.parse(text) as unknown };
  } catch {
    throw fail(400, 'Invalid JSON body');
  }
}

const isJson = (contentType: string | null) => /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i.test(contentType ?? '');
/**
 * API-key callers (`Authorization: <username>:<key>` plus X-ORG, SPEC §6) are programs, not the
 * console: an Authorization of that form (a token, whatever header carries it, has no colon).
 */
const isApiKeyCaller = (request: Request) => /^[^\s:]+:\S+$/.test(request.headers.get('authorization')?.trim() ?? '');

export interface Router {
  handler: RequestHandler;
  /** Refused requests and answers outside the contract since the last `take`. */
  takeViolations(): ContractViolation[];
}

/**
 * The simulator's router: one route per endpoint of the contract, mounted at the endpoint's path
 * after the configured moves. Every request is checked as the real service would: the method
 * (405), the headers SPEC §7 requires (400), a JSON content type on a body (415), the query keys
 * and values (400), the body's fields (422 on each unknown field or wrong type); then the
 * organization, the caller and the demo lock; every answer is checked against the endpoint's
 * output schema (a mismatch is a contract violation of the simulator itself).
 */
export function createRouter(
  state: SimState,
  routes: readonly Route[],
  options: { hooks?: RouterHooks; paths?: EndpointOverrides } = {},
): Router {
  const pathOf = endpointPaths(options.paths);
  let mounted: MountedRoute[] = [];
  const remount = () => {
    mounted = routes.map((route) => mount(route, pathOf)).sort(bySpecificity);
  };
  remount();
  let mountedCount = routes.length;
  const violations: ContractViolation[] = [];

  async function run(request: Request): Promise<Response | undefined> {
    if (routes.length !== mountedCount) {
      remount();
      mountedCount = routes.length;
    }
    const url = new URL(request.url);
    const path = relativePath(url, state.apiBase);
    const matching = mounted.filter((m) => m.pattern.test(path));
    if (matching.length === 0) return json({ message: serverMessages.notFound }, 404);
    const found = matching.find((m) => m.route.endpoint.method === request.method.toUpperCase());
    const violation = (kind: ContractViolation['kind'], detail: string, endpoint = found?.route.endpoint.name ?? '?') =>
      violations.push({ endpoint, method: request.method, path, kind, detail });
    if (!found) {
      const allowed = [...new Set(matching.map((m) => m.route.endpoint.method))].join(', ');
      violation('method', `${request.method} ${path}; allowed: ${allowed}`, matching[0]?.route.endpoint.name);
      return new Response(JSON.stringify({ message: 'Method not allowed' }), {
        status: 405,
        headers: { 'Content-Type': 'application/json', Allow: allowed },
      });
    }
    const { route, names } = found;
    const { endpoint } = route;
    const values = found.pattern.exec(path)?.slice(1) ?? [];
    const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]));
    try {
      if (isApiKeyCaller(request)) {
        // SPEC §6: an API client names its organization in X-ORG; the host does not stand in for it.
        if (!request.headers.get('x-org')?.trim()) throw fail(400, 'Missing header X-ORG');
      } else {
        const missing = ['X-DEVICE', 'X-APP'].filter((header) => !request.headers.get(header)?.trim());
        if (missing.length) {
          violation('headers', `missing ${missing.join(', ')}`);
          throw fail(400, `Missing header ${missing.join(', ')}`);
        }
      }
      const query = parseQuery(endpoint.query, url.searchParams);
      if (!query.ok) {
        violation('query', query.message);
        throw fail(400, query.message);
      }
      const body = await readBody(request, endpoint, violation);
      const domain = resolveOrgDomain(request, url);
      const now = state.clock.now();
      if (domain !== null) options.hooks?.beforeRequest?.(domain, now);
      const org = domain === null ? undefined : state.store.orgs.get(domain);
      if (!org) throw fail(404, 'Organization not found');
      const auth =
        endpoint.auth === 'guest' ? { user: null, session: null } : authenticate(org, request, now, state.tokenHeaders);
      // Administration calls: administrators only (docs/decisions/0022), whoever the caller is.
      if (endpoint.admin && !auth.user?.admin) throw forbidden(serverMessages.adminOnly);
      if (endpoint.demoLocked && org.domain === 'demo') throw forbidden(serverMessages.demoLocked);
      const ctx: Ctx = {
        state,
        request,
        url,
        params,
        org,
        now,
        path,
        query: url.searchParams,
        user: auth.user,
        session: auth.session,
        ua: parseUserAgent(request.headers.get('user-agent')),
        nowIso: iso(now),
        body: <T>() => Promise.resolve((body ?? {}) as T),
      };
      const response = await route.handle(ctx);
      await checkAnswer(endpoint, response, violation);
      return response;
    } catch (error) {
      if (error instanceof ApiError) return json(error.body, error.status);
      console.error('[simulator] handler error', error);
      return json({ message: error instanceof Error ? error.message : 'Internal error' }, 500);
    }
  }

  return {
    handler: http.all(`*${state.apiBase}/*`, ({ request }) => run(request)),
    takeViolations: () => violations.splice(0),
  };
}

type Report = (kind: ContractViolation['kind'], detail: string) => void;

/** The JSON body, refused when the endpoint takes none, when it is not JSON, or when its fields are not the contract's. */
async function readBody(
  request: Request,
  endpoint: AnyEndpoint,
  violation: Report,
): Promise<Record<string, unknown> | undefined> {
  const { present, value } = await (async () => {
    if (request.method === 'GET' || request.method === 'HEAD') return { present: false, value: undefined };
    if (
      endpoint.input &&
      !isJson(request.headers.get('content-type')) &&
      (request.headers.get('content-length') ?? '') !== '0'
    ) {
      const text = await request.clone().text();
      if (text.trim()) {
        violation('content-type', `Content-Type ${request.headers.get('content-type') ?? '(none)'}`);
        throw fail(415, 'Unsupported media type: send application/json');
      }
    }
    return readJson(request);
  })();
  if (!endpoint.input) {
    if (present) {
      violation('body', 'a body on a call that takes none');
      throw fail(400, 'This call takes no body');
    }
    return undefined;
  }
  if (!present) return {};
  const parsed = safeParse(endpoint.input as $ZodType, value);
  if (!parsed.success) {
    const wrong = structuralIssues(parsed.error.issues, value);
    if (wrong.length) {
      violation('body', wrong.map((w) => `${w.field}: ${w.message}`).join('; '));
      const errors: Record<string, string[]> = {};
      for (const w of wrong) (errors[w.field] ??= []).push(w.message);
      throw invalid(errors);
    }
  }
  return (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
}

async function checkAnswer(endpoint: AnyEndpoint, response: Response, violation: Report): Promise<void> {
  if (!response.ok) return;
  const text = await response.clone().text();
  if (!endpoint.output) {
    if (text.trim()) violation('response', `${endpoint.name} answered a body where the contract has none`);
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    violation('response', `${endpoint.name} answered no JSON`);
    return;
  }
  const parsed = safeParse(endpoint.output as $ZodType, value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    violation('response', `${endpoint.name} answer: ${issues.join('; ')}`);
  }
}
