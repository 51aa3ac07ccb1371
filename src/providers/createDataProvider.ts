import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { HttpError } from '../api/http/HttpError';
import { readAllPages } from '../api/http/readAllPages';
import { pageSizes, type Page } from '../api/contract/common';
import type { HttpClient } from '../api/http/createHttpClient';
import { contractHttpClient, REST_BASE, type ContractCall } from './contractHttpClient';
import type { EndpointResolver, ListMeta } from './ResourceEndpoint';
import { withUserFacingMessage } from './errorMessage';
import { withLocalDayRanges } from './localDayRange';
import { IF_MATCH, versionTag } from '../api/contract/precondition';
import { takesCalendarDays } from '../api/contract/calendarDays';
import type { AnyEndpoint } from '../api/contract/endpoint';

/** getMany asks for at most this many ids per request (SPEC §7: page_size 100 with ids). */
const IDS_PAGE_SIZE = pageSizes.ids;

type Meta = ListMeta | undefined;

/** Extra calls beyond react-admin's DataProvider interface. */
export interface IdentityDataProvider extends DataProvider {
  /** Deletes every record matching the list filters (no filter: every record) in one request. */
  deleteAll(resource: string, params: { filter: Record<string, unknown>; meta?: Meta }): Promise<{ deleted: number }>;
  /** Every record of a selection (filters, sort), all its pages read: what a browser-paged list holds. */
  getAll(
    resource: string,
    params: Pick<GetListParams, 'filter' | 'sort' | 'meta' | 'signal'>,
  ): Promise<{ data: RaRecord[]; total: number }>;
  /**
   * Saves a drag ordering: ids first to last. With `previous` (the moved rows in the order the user
   * saw), only while they are still stored in that order: else 412 (see `staleVersion`).
   */
  reorder(resource: string, params: { ids: Identifier[]; previous?: Identifier[]; meta?: Meta }): Promise<void>;
}

/**
 * The identity API's react-admin dataProvider, built on ra-data-simple-rest (DESIGN.md §2): simple-rest
 * is the base, over an `httpClient` that calls the resource's contract endpoints through the
 * transport (`contractHttpClient`). Every resource-specific detail comes from its endpoints in the
 * contract; the provider never branches on resource names.
 *
 * - simple-rest's own calls, where the identity API speaks its dialect: getOne (`GET …/:id`),
 *   create (`POST`), update (`PUT …/:id`), updateMany (one `PUT` per id: the API has no bulk
 *   update) and delete (`DELETE …/:id`). What the identity API adds is given to the adapter:
 *   `:parentId` of nested resources (`meta.parentId`) and record fields named by path templates
 *   (`/auth-type/:type/:id`); the adapter sends only the endpoint input's fields.
 * - overridden, where the identity API differs: getList and getManyReference (`page`, `page_size`,
 *   `sort_by`, `sort_order`, `search`, filters as query keys → `{ items, meta }`, instead of
 *   `sort`/`range`/`filter` JSON and Content-Range; with `meta.allPages`, every page: getAll), getMany (`ids`, at most 100 per request, instead
 *   of `filter={"id":[…]}`), deleteMany (one bulk `DELETE` by `ids`, instead of one per id), and the
 *   identity extras deleteAll (bulk `DELETE` by the list's filters) and reorder (priorities).
 */
export function createDataProvider(client: HttpClient, endpointOf: EndpointResolver): IdentityDataProvider {
  const call: ContractCall = async (endpoint, options) => {
    if (!endpoint) throw new HttpError('This operation is not offered', 405);
    try {
      return await client.call(endpoint, options);
    } catch (error) {
      throw withUserFacingMessage(error, client.validation);
    }
  };

  /** simple-rest over the contract, for one call: `pathValues` fill its path's segments besides `:id`. */
  const rest = (pathValues: Record<string, string>, headers?: Record<string, string>) =>
    simpleRestProvider(REST_BASE, contractHttpClient(call, endpointOf, pathValues, headers));

  const parentOf = (meta: Meta, filter?: Record<string, unknown>) => ({
    parentId: String(meta?.parentId ?? filter?.parentId ?? ''),
  });

  /** The query of a list call (`list`: the endpoint, whose query says which range bounds are calendar days). */
  const listQuery = (params: Partial<GetListParams>, list?: AnyEndpoint) => {
    const { q, parentId: _parentId, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
    return {
      page: params.pagination?.page,
      page_size: params.pagination?.perPage,
      sort_by: params.sort?.field,
      sort_order: params.sort?.order ? params.sort.order.toLowerCase() : undefined,
      search: typeof q === 'string' && q.trim() ? q.trim() : undefined,
      ...withLocalDayRanges(filters, (key) => takesCalendarDays(list?.query, key)),
    };
  };

  const page = (result: unknown) => result as Page<RaRecord>;

  const getAll: IdentityDataProvider['getAll'] = async (resource, params) => {
    const { list } = endpointOf(resource);
    const query = listQuery(
      {
        ...(params.filter ? { filter: params.filter } : {}),
        ...(params.sort ? { sort: params.sort } : {}),
      },
      list,
    );
    const data = await readAllPages(async (number, size) =>
      page(
        await call(list, {
          params: parentOf(params.meta, params.filter),
          query: { ...query, page: number, page_size: size },
          ...signal(params.signal),
        }),
      ),
    );
    return { data, total: data.length };
  };

  return {
    // ---- ra-data-simple-rest's calls ----

    getOne: (resource, params) => rest(parentOf(params.meta)).getOne(resource, params),

    create: (resource, params) =>
      rest({ ...stringValues(params.data as Record<string, unknown>), ...parentOf(params.meta) }).create(
        resource,
        params,
      ),

    // The version edited goes as `If-Match` (a record changed since: 412, see `staleVersion`).
    update: (resource, params) => {
      const version = (params.previousData as { updated_at?: unknown } | undefined)?.updated_at;
      const versioned = endpointOf(resource).update?.versioned === 'if-match' && typeof version === 'string';
      return rest(
        {
          ...stringValues({
            ...(params.previousData as Record<string, unknown>),
            ...(params.data as Record<string, unknown>),
          }),
          ...parentOf(params.meta),
        },
        versioned ? { [IF_MATCH]: versionTag(version) } : undefined,
      ).update(resource, params);
    },

    updateMany: (resource, params) => rest(parentOf(params.meta)).updateMany(resource, params),

    async delete(resource, params) {
      const { data } = await rest(parentOf(params.meta)).delete(resource, params);
      return { data: (data ?? params.previousData ?? { id: params.id }) as never };
    },

    // ---- where the identity API differs ----

    async getList(resource, params) {
      if ((params.meta as Meta)?.allPages) return (await getAll(resource, params)) as never;
      const { list } = endpointOf(resource);
      const result = page(
        await call(list, {
          params: parentOf(params.meta, params.filter),
          query: listQuery(params, list),
          ...signal(params.signal),
        }),
      );
      return { data: result.items as never[], total: result.meta.total };
    },

    async getMany(resource, params) {
      const { list } = endpointOf(resource);
      const ids = [...new Set(params.ids.map(String))];
      const chunks: string[][] = [];
      for (let i = 0; i < ids.length; i += IDS_PAGE_SIZE) chunks.push(ids.slice(i, i + IDS_PAGE_SIZE));
      const pages = await Promise.all(
        chunks.map((chunk) =>
          call(list, {
            params: parentOf(params.meta),
            query: { ids: chunk, page: 1, page_size: IDS_PAGE_SIZE },
            ...signal(params.signal),
          }),
        ),
      );
      return { data: pages.flatMap((result) => page(result).items) as never[] };
    },

    async getManyReference(resource, params) {
      const { list } = endpointOf(resource);
      const nested = list.path.includes(':parentId');
      const filter = nested
        ? { ...params.filter, parentId: params.id }
        : { ...params.filter, [params.target]: params.id };
      const result = page(
        await call(list, {
          params: parentOf(params.meta, filter),
          query: listQuery({ ...params, filter }, list),
          ...signal(params.signal),
        }),
      );
      return { data: result.items as never[], total: result.meta.total };
    },

    getAll,

    async deleteMany(resource, params) {
      if (params.ids.length === 0) return { data: [] };
      await call(endpointOf(resource).deleteMany, {
        params: parentOf(params.meta),
        query: { ids: params.ids.map(String) },
      });
      return { data: params.ids };
    },

    async deleteAll(resource, params) {
      const result = await call(endpointOf(resource).deleteMany, {
        params: parentOf(params.meta, params.filter),
        query: selection(listQuery({ filter: params.filter }, endpointOf(resource).list)),
      });
      return result as unknown as { deleted: number };
    },

    async reorder(resource, params) {
      await call(endpointOf(resource).priorities, {
        params: parentOf(params.meta),
        body: {
          ids: params.ids.map(String),
          ...(params.previous ? { previous: params.previous.map(String) } : {}),
        } as never,
      });
    },
  };
}

const signal = (value: AbortSignal | undefined) => (value ? { signal: value } : {});

/** A list query without its paging and sorting: the selection of a bulk delete. */
function selection(query: Record<string, unknown>): Record<string, unknown> {
  const { page: _page, page_size: _size, sort_by: _by, sort_order: _order, ...rest } = query;
  return rest;
}

function stringValues(data: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string' || typeof value === 'number') values[key] = String(value);
  }
  return values;
}
