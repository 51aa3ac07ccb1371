import type { AnyEndpoint } from '../src/api/contract/endpoint';
import type { DeclaredReference } from '../src/api/contract/references';
import type { TokenHeaders } from '../src/api/contract/tokenHeaders';
import type { Clock } from './clock';
import type { FaultList } from './rules/faults';
import type { OrgData, SessionRow, Store, UserRow } from './store';

export interface RequestRecord {
  method: string;
  path: string;
  /** Query string of the request (`?a=1&b=2`, or '' without one). */
  query: string;
  headers: Record<string, string>;
  /** Set on a request held by an `abort` fault: whether the client aborted it. */
  aborted?: boolean;
  /** Set when the request was sent to outlive its page (`fetch`'s `keepalive`). */
  keepalive?: true;
}

/** Everything the handlers share: one per simulator. */
export interface SimState {
  store: Store;
  clock: Clock;
  apiBase: string;
  /** Where the console's tokens are read from (the console's `tokenHeaders`). */
  tokenHeaders: TokenHeaders;
  demoResetHours: number;
  logs: unknown[];
  requests: RequestRecord[];
  faults: FaultList;
  /** Extra seeders run for every organization on (re)seed (registered collections). */
  seeders: ((org: OrgData, nowMs: number) => void)[];
  /** The references the served collections declare (`rules.references`): what a delete must respect. */
  references: DeclaredReference[];
}

export interface UserAgentInfo {
  agent: string;
  browser: string;
  os: string;
  device: string;
}

/** Per-request context given to route handlers. */
export interface Ctx {
  state: SimState;
  request: Request;
  url: URL;
  /** Path relative to apiBase, without query. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  org: OrgData;
  /** Signed-in user (null on guest routes). */
  user: UserRow | null;
  /** Session of the bearer token (null for API-key callers and guests). */
  session: SessionRow | null;
  ua: UserAgentInfo;
  now: number;
  nowIso: string;
  /** The JSON body (`{}` when empty), already checked against the endpoint's input (no unknown fields). */
  body<T = Record<string, unknown>>(): Promise<T>;
}

/** Signed-in context (after the router's authentication). */
export type UserCtx = Ctx & { user: UserRow };

/** The simulator's implementation of one endpoint of the contract. */
export interface Route {
  endpoint: AnyEndpoint;
  handle(ctx: Ctx): Response | Promise<Response>;
}

/** Implements an endpoint: `implement(projectEndpoints.list, (ctx) => …)`. */
export const implement = (endpoint: AnyEndpoint, handle: Route['handle']): Route => ({ endpoint, handle });
