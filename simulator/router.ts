import { http, type RequestHandler } from 'msw';
import { endpointPaths, type EndpointOverrides } from '../src/api/contract/endpointPaths';
import { serverMessages } from '../src/api/contract/errors';
import { withReferenceAnswers } from '../src/api/contract/references';
import { iso } from './clock';
import type { Ctx, Route, SimState } from './context';
import { authenticate } from './rules/auth';
import { ApiError, fail, forbidden, json, unauthorized } from './rules/errors';
import { resolveOrgDomain } from './rules/org';
import { parseQuery } from './rules/parseQuery';
import { parseUserAgent } from './rules/userAgent';
import { checkAnswer } from './routing/checkAnswer';
import { decodeSegments, matchRoutes, mountRoutes, type MountedRoute } from './routing/mountRoutes';
import { checkBodyValues, readBody } from './routing/readBody';
import { relativePath } from './routing/relativePath';
import type { ContractViolation } from './routing/violations';

export { preHandler } from './routing/preHandler';
export { relativePath } from './routing/relativePath';
export type { ContractViolation } from './routing/violations';

export interface RouterHooks {
  /** Runs before every API call, before the organization is looked up (time-driven state: demo reset, import jobs). */
  beforeRequest?: (domain: string, now: number) => void;
}

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

const methodNotAllowed = (allowed: string) =>
  new Response(JSON.stringify({ message: 'Method not allowed' }), {
    status: 405,
    headers: { 'Content-Type': 'application/json', Allow: allowed },
  });

/**
 * The simulator's router: one route per endpoint of the contract, mounted at the endpoint's path
 * after the configured moves. Every request is checked as the real service would: the address
 * (400 when not valid percent-encoding, 404 when no call has it, a parameter never taking another
 * call's literal segment), the method (405 with Allow), the headers SPEC §7 requires (400), a JSON
 * content type on a body (415), the query keys and values (400), the body's fields (422 on each
 * unknown field or wrong type); then the organization, the caller and the demo lock; every answer
 * is checked against the endpoint's declared statuses and output schema (a mismatch is a contract
 * violation of the simulator itself). It never answers 500: a handler's failure is one too.
 */
export function createRouter(
  state: SimState,
  routes: readonly Route[],
  options: { hooks?: RouterHooks; paths?: EndpointOverrides } = {},
): Router {
  const pathOf = endpointPaths(options.paths);
  let mounted: MountedRoute[] = mountRoutes(routes, pathOf);
  let mountedCount = routes.length;
  const violations: ContractViolation[] = [];

  async function run(request: Request): Promise<Response> {
    if (routes.length !== mountedCount) {
      mounted = mountRoutes(routes, pathOf);
      mountedCount = routes.length;
    }
    const url = new URL(request.url);
    const path = relativePath(url, state.apiBase);
    const segments = decodeSegments(path);
    if (!segments) return json({ message: 'Malformed address: invalid percent-encoding' }, 400);
    const matching = matchRoutes(mounted, segments);
    if (matching.length === 0) return json({ message: serverMessages.notFound }, 404);
    const found = matching.find((m) => m.mounted.route.endpoint.method === request.method.toUpperCase());
    const violation = (
      kind: ContractViolation['kind'],
      detail: string,
      endpoint = found?.mounted.route.endpoint.name,
    ) => violations.push({ endpoint: endpoint ?? '?', method: request.method, path, kind, detail });
    if (!found) {
      // The methods of the path as the OpenAPI document keys it: every call of the same shape.
      const shapes = new Set(matching.map((m) => m.mounted.shape));
      const allowed = [...new Set(mounted.filter((m) => shapes.has(m.shape)).map((m) => m.route.endpoint.method))].join(
        ', ',
      );
      violation('method', `${request.method} ${path}; allowed: ${allowed}`, matching[0]?.mounted.route.endpoint.name);
      return methodNotAllowed(allowed);
    }
    const { route } = found.mounted;
    const { endpoint } = route;
    let response: Response;
    try {
      response = await handle(request, url, path, route, found.params, violation);
    } catch (error) {
      if (error instanceof ApiError) response = json(error.body, error.status);
      else {
        // A failure of the simulator's own code: reported, and answered as a refusal, never a 500.
        console.error('[simulator] handler error', error);
        violation('response', `${endpoint.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        response = json({ message: 'The request could not be processed' }, 400);
      }
    }
    await checkAnswer(withReferenceAnswers(endpoint, state.references), response, violation);
    return response;
  }

  async function handle(
    request: Request,
    url: URL,
    path: string,
    route: Route,
    params: Record<string, string>,
    violation: (kind: ContractViolation['kind'], detail: string) => void,
  ): Promise<Response> {
    const { endpoint } = route;
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
    // No organization, no account to sign in to: a signed-in call's credentials are invalid there.
    if (!org) throw endpoint.auth === 'guest' ? fail(404, 'Organization not found') : unauthorized();
    const auth =
      endpoint.auth === 'guest' ? { user: null, session: null } : authenticate(org, request, now, state.tokenHeaders);
    // Administration calls: administrators only (docs/decisions/0022), whoever the caller is.
    if (endpoint.admin && !auth.user?.admin) throw forbidden(serverMessages.adminOnly);
    if (endpoint.demoLocked && org.domain === 'demo') throw forbidden(serverMessages.demoLocked);
    checkBodyValues(endpoint, body);
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
    return route.handle(ctx);
  }

  return {
    handler: http.all(`*${state.apiBase}/*`, ({ request }) => run(request)),
    takeViolations: () => violations.splice(0),
  };
}
