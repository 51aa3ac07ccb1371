import type { GetListParams, GetListResult, Store } from 'react-admin';
import type { Services } from '../../providers/createServices';
import type { DataProviderModule } from '../../providers/lazyDataProvider';
import type { ResourceEndpoint } from '../../providers/ResourceEndpoint';
import { raDefaultSort } from '../internals/raDefaultSort';
import { endpointResolver } from './endpointsOf';
import { routePatternFor } from './pathFor';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/** How long a started read waits for its list; after that the list would ask anew anyway. */
const takeWithinMs = 10_000;

interface StartedRead {
  resource: string;
  key: string;
  result: Promise<GetListResult>;
  /** Cancels the read: the list that took it was left before the answer, or no list took it. */
  controller: AbortController;
}

const started = new WeakMap<Services, StartedRead>();

/** The same text for equal values whatever their keys' order. */
const canonical = (value: unknown): string =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
        .join(',')}}`
    : Array.isArray(value)
      ? `[${value.map(canonical).join(',')}]`
      : (JSON.stringify(value) ?? 'null');

const paramsKey = (params: GetListParams) =>
  canonical([params.pagination, params.sort, params.filter, params.meta ?? null]);

/**
 * The first page a signed-in deep link to `pathname` lists (pure), as react-admin's list
 * controller will ask for it: the resource and its read's params. Only for a plain link to a
 * top-level list with server paging — no query string, nothing stored for the list (its search,
 * sort or page) — where the params are the declaration's defaults; otherwise null (the list then
 * reads as it mounts).
 */
export function firstListRead(
  declarations: readonly AnyResourceDeclaration[],
  location: { pathname: string; search: string },
  stored: (key: string) => unknown,
): { resource: string; params: GetListParams } | null {
  if (location.search && location.search !== '?') return null;
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const declaration = declarations.find(
    (candidate) => !candidate.parent && routePatternFor(candidate, 'list') === path,
  );
  if (!declaration || declaration.list?.paging === 'client') return null;
  // The list's state kept from an earlier visit (react-admin's store key of ResourceList's list).
  if (stored(`${declaration.name}.list`) != null) return null;
  const options = declaration.list ?? {};
  return {
    resource: declaration.name,
    params: {
      pagination: { page: 1, perPage: options.perPage ?? 25 },
      sort: options.sort ? { field: options.sort.field, order: options.sort.order } : { ...raDefaultSort },
      filter: {},
    },
  };
}

/**
 * At a signed-in deep link to a list, reads the list's first page as soon as the declarations
 * and the data layer are there, while the console's shell is still evaluating and rendering,
 * instead of once the list has mounted (`firstListRead` says when it can). The list's getList
 * takes the answer (`takeFirstListRead`).
 */
export function startFirstListRead(
  services: Services,
  options: {
    declarations: readonly AnyResourceDeclaration[];
    /** Extra or replacement endpoints (by resource name), as the console was given them. */
    extraEndpoints: Record<string, ResourceEndpoint>;
    dataProvider: DataProviderModule;
    store: Store;
    location: { pathname: string; search: string };
    basename: string;
  },
): void {
  const { declarations, extraEndpoints, dataProvider, store, location, basename } = options;
  if (!services.session.isSignedIn) return;
  const base = basename.replace(/\/$/, '');
  const pathname = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : location.pathname;
  const read = firstListRead(declarations, { pathname, search: location.search }, (key) => store.getItem(key));
  if (!read) return;
  const provider = dataProvider.createDataProvider(services.client, endpointResolver(declarations, extraEndpoints));
  const controller = new AbortController();
  const result = provider.getList(read.resource, { ...read.params, signal: controller.signal });
  // A failure is the list's to report: it then asks again itself (`takeFirstListRead`).
  result.catch(() => undefined);
  const entry: StartedRead = { resource: read.resource, key: paramsKey(read.params), result, controller };
  started.set(services, entry);
  setTimeout(() => {
    if (started.get(services) !== entry) return;
    started.delete(services);
    controller.abort();
  }, takeWithinMs);
}

/**
 * The started first read of `resource` if `params` are the ones it was read with, once and within
 * `takeWithinMs` of the start (it is cancelled then); otherwise undefined (the caller reads
 * itself, as it does if this one fails). The caller's `signal` cancels it.
 */
export function takeFirstListRead(
  services: Services,
  resource: string,
  params: GetListParams,
): Promise<GetListResult> | undefined {
  const read = started.get(services);
  if (!read || read.resource !== resource || read.key !== paramsKey(params)) return undefined;
  started.delete(services);
  // Leaving the list before the answer cancels the read, as it cancels the list's own.
  const { signal } = params;
  if (signal?.aborted) read.controller.abort();
  else signal?.addEventListener('abort', () => read.controller.abort(), { once: true });
  return read.result;
}
