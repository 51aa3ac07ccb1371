import type simpleRestProvider from 'ra-data-simple-rest';
import { shapeKeys, type AnyEndpoint, type EndpointOutput } from '../api/contract/endpoint';
import type { CallOptions } from '../api/http/createHttpClient';
import type { EndpointResolver, ResourceEndpoint } from './ResourceEndpoint';

/** The `httpClient` ra-data-simple-rest calls (shaped like react-admin's `fetchUtils.fetchJson`). */
export type RestHttpClient = NonNullable<Parameters<typeof simpleRestProvider>[1]>;

/** A call of a contract endpoint, failures already turned into what react-admin shows. */
export type ContractCall = <E extends AnyEndpoint>(
  endpoint: E | undefined,
  options: CallOptions<E>,
) => Promise<EndpointOutput<E>>;

/**
 * The `apiUrl` given to ra-data-simple-rest. Its URLs (`contract:/<resource>/<id>`) never reach the
 * network: they only tell the adapter below which resource, record and operation simple-rest means.
 * The real paths are the contract's (after config.json's moves), filled by the transport.
 */
export const REST_BASE = 'contract:';

/** simple-rest's request (method, and whether the URL names a record) → the resource's contract call. */
const OPERATIONS: Record<string, keyof ResourceEndpoint> = {
  'GET record': 'get',
  'POST collection': 'create',
  'PUT record': 'update',
  'DELETE record': 'delete',
};

/**
 * ra-data-simple-rest's `httpClient` over the identity API's transport: it reads simple-rest's URL
 * (`${REST_BASE}/${resource}[/${id}]`), method and JSON body, and calls the matching endpoint of that
 * resource through `call` (so the transport's path moves, 401 retry, per-path queue and 422 store
 * apply). The body sent is only the endpoint input's fields (records carry more: ids, timestamps,
 * joins). `pathValues` fill the other `:name` segments of the path template (`:parentId` of nested
 * resources, record fields such as `/auth-type/:type/:id`), and `headers` go with the call (an
 * update's `If-Match`): simple-rest's URL and options have no room for them.
 *
 * simple-rest's list calls (getList, getMany, getManyReference) and its per-id deleteMany are
 * overridden by the dataProvider and never come here; a request without a counterpart is refused.
 */
export function contractHttpClient(
  call: ContractCall,
  endpointOf: EndpointResolver,
  pathValues: Readonly<Record<string, string>>,
  headers?: Readonly<Record<string, string>>,
): RestHttpClient {
  return async (url: string, options = {}) => {
    const { resource, id } = parseRestUrl(url);
    const method = (options.method ?? 'GET').toUpperCase();
    const operation = OPERATIONS[`${method} ${id === undefined ? 'collection' : 'record'}`];
    if (!operation)
      throw new Error(
        `ra-data-simple-rest's ${method} ${url} has no identity API counterpart (the dataProvider overrides that call)`,
      );
    const endpoint = endpointOf(resource)[operation];
    const json = await call(endpoint, {
      params: { ...pathValues, ...(id === undefined ? {} : { id }) },
      ...(typeof options.body === 'string'
        ? { body: inputFields(endpoint, JSON.parse(options.body) as Record<string, unknown>) }
        : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(headers ? { headers: { ...headers } } : {}),
    });
    return {
      status: endpoint?.status ?? 200,
      headers: new Headers(),
      get body() {
        return json === undefined ? '' : JSON.stringify(json);
      },
      json,
    };
  };
}

/** Resource and (decoded) id of a simple-rest URL; its query (simple-rest's `embed`) has no meaning here. */
export function parseRestUrl(url: string): { resource: string; id?: string } {
  if (!url.startsWith(`${REST_BASE}/`)) throw new Error(`Not a ra-data-simple-rest URL of the dataProvider: ${url}`);
  const [path = ''] = url.slice(REST_BASE.length + 1).split('?');
  const [resource = '', id, ...rest] = path.split('/');
  if (!resource || rest.length > 0) throw new Error(`Not a ra-data-simple-rest URL of the dataProvider: ${url}`);
  return id === undefined ? { resource } : { resource, id: decodeURIComponent(id) };
}

/** The body of a create or update: only the fields of the endpoint's input. */
function inputFields(endpoint: AnyEndpoint | undefined, data: Record<string, unknown>): never {
  const fields = endpoint?.input ? shapeKeys(endpoint.input) : [];
  return Object.fromEntries(
    fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]),
  ) as never;
}
