import type { RequestHandler } from 'msw';
import { createClock, defaultStartAt } from './clock';
import { defineCollection, type CollectionDefinition, type CollectionSpec } from './collection';
import { simulatorVersion } from './constants';
import { orgAccounts } from './seedData';
import type { RequestRecord, Route, SimState } from './context';
import { controlHandlers } from './handlers/control';
import { logHandler } from './handlers/log';
import { paymentProviderHandlers } from './handlers/paymentProvider';
import { socialProviderHandlers } from './handlers/socialProvider';
import { genericCollections } from './contractCollections';
import { beforeRequest } from './maintenance';
import { createFaultList, type FaultSpec } from './rules/faults';
import { issueSocialToken } from './rules/providers';
import { createRouter, preHandler, type ContractViolation } from './router';
import type { EndpointOverrides } from '../src/api/contract/endpointPaths';
import { referencesAmong } from '../src/api/contract/references';
import { defaultTokenHeaders, type TokenHeaders } from '../src/api/contract/tokenHeaders';
import { seedOrg } from './seed';
import type { Row, Store } from './store';

export type { FaultSpec } from './rules/faults';
export type { CollectionDefinition, CollectionSpec } from './collection';
export type { ContractViolation } from './router';

export interface SimulatorOptions {
  /** 'manual' (default): time moves only with clock.advance(); 'real': wall clock (+ advances). */
  clock?: 'real' | 'manual';
  /** Epoch ms of the start; default 2026-11-20T09:00:00Z for 'manual', now for 'real'. */
  startAt?: number;
  /** Demo organization reset period (default 24). */
  demoResetHours?: number;
  /** Serve the `/__control` endpoints (default false). */
  control?: boolean;
  /** API base path (default '/api/v1'). */
  apiBase?: string;
  /** The tokens' headers and prefixes, as config.json's `tokenHeaders` sets them (default `Authorization: Bearer …`). */
  tokenHeaders?: TokenHeaders;
  /** Endpoints moved as config.json moves them (`api.paths` by name, `api.resources` by resource). */
  paths?: EndpointOverrides;
  /** Extra generic collections (see defineCollection). */
  collections?: CollectionDefinition[];
}

export interface Simulator {
  handlers: RequestHandler[];
  reset(): void;
  /** Replaces the whole store (the browser host restores a saved one). */
  restore(store: Store): void;
  clock: { now(): number; advance(ms: number): void };
  faults: { add(f: FaultSpec): void; clear(): void };
  readonly store: Store;
  logs: unknown[];
  requests: RequestRecord[];
  /**
   * Requests the simulator refused as outside the contract (method, headers, content type, query,
   * body fields) and its own answers that broke the contract, since the last call: the conformance
   * harness of the tests fails a test that leaves any.
   */
  takeViolations(): ContractViolation[];
  /** Serves one more generic collection (also after the server started); seeds it into every organization. */
  registerCollection<T extends Row>(collection: CollectionDefinition | CollectionSpec<T>): void;
  /** An access token of the simulated social provider naming `account` (tests: its round trip without the page). */
  issueSocialToken(provider: string, account: string): string;
}

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' && value !== null && 'endpoint' in value && 'handle' in value;

/** The handler modules (simulator/handlers/*.ts): each exports its routes as `<name>Routes: Route[]`. */
const handlerModules: Record<string, Record<string, unknown>> = import.meta.glob('./handlers/*.ts', { eager: true });

/**
 * Built-in API routes: the endpoints with rules of their own, gathered from the handler modules
 * (the router orders them by specificity). Every other collection of the contract is served
 * generically (`genericCollections`).
 */
export const builtInRoutes: Route[] = [
  ...new Set(
    Object.values(handlerModules).flatMap((exports) =>
      Object.values(exports).flatMap((value) => (Array.isArray(value) && value.every(isRoute) ? value : [])),
    ),
  ),
];

function freshStore(now: number, demoResetHours: number, seeders: SimState['seeders']): Store {
  const orgs = new Map([
    ['acme', seedOrg('acme', now)],
    ['demo', seedOrg('demo', now)],
  ]);
  for (const org of orgs.values()) for (const seed of seeders) seed(org, now);
  return {
    orgs,
    mail: [],
    settings: { version: simulatorVersion, signup: { enabled: true, active: true }, signInMode: 'email' },
    demo: {
      resetHours: demoResetHours,
      nextResetAt: now + demoResetHours * 3_600_000,
      account: { login: orgAccounts.demo.email, password: orgAccounts.demo.password },
    },
    preRegistrations: [],
    providers: { social: {}, payment: {} },
  };
}

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const mode = options.clock ?? 'manual';
  const clock = createClock(mode, options.startAt ?? (mode === 'manual' ? defaultStartAt : Date.now()));
  const demoResetHours = options.demoResetHours ?? 24;
  const routes: Route[] = [...builtInRoutes];
  const seeders: SimState['seeders'] = [];
  const state: SimState = {
    store: freshStore(clock.now(), demoResetHours, seeders),
    clock,
    apiBase: options.apiBase ?? '/api/v1',
    tokenHeaders: options.tokenHeaders ?? defaultTokenHeaders,
    demoResetHours,
    logs: [],
    requests: [],
    faults: createFaultList(),
    seeders,
    references: referencesAmong(routes.map((route) => route.endpoint)),
  };
  const hooks = { beforeRequest: (domain: string, now: number) => beforeRequest(state, domain, now) };

  const reset = () => {
    clock.reset();
    state.store = freshStore(clock.now(), demoResetHours, seeders);
    state.faults.clear();
    state.logs.length = 0;
    state.requests.length = 0;
    router.takeViolations();
  };

  const register = (def: CollectionDefinition) => {
    routes.push(...def.routes);
    state.references = referencesAmong(routes.map((route) => route.endpoint));
    seeders.push((org, now) => def.seed(org, now));
    for (const org of state.store.orgs.values()) def.seed(org, clock.now());
  };
  for (const def of options.collections ?? []) register(def);
  for (const def of genericCollections(routes)) register(def);

  const router = createRouter(state, routes, { hooks, ...(options.paths ? { paths: options.paths } : {}) });
  const handlers: RequestHandler[] = [
    preHandler(state),
    ...(options.control ? controlHandlers(state, reset, router.takeViolations) : []),
    ...socialProviderHandlers(state),
    ...paymentProviderHandlers(state),
    logHandler(state),
    router.handler,
  ];

  return {
    handlers,
    reset,
    restore: (store) => {
      state.store = store;
    },
    clock: { now: () => clock.now(), advance: (ms) => clock.advance(ms) },
    faults: { add: (f) => state.faults.add(f), clear: () => state.faults.clear() },
    get store() {
      return state.store;
    },
    logs: state.logs,
    requests: state.requests,
    takeViolations: router.takeViolations,
    registerCollection: (collection) => register('routes' in collection ? collection : defineCollection(collection)),
    issueSocialToken: (provider, account) => issueSocialToken(state, provider, account),
  };
}
