import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { shapeKeys, type AnyEndpoint, type EndpointOutput } from '../api/contract/endpoint';
import { ValidationErrorBody } from '../api/contract/errors';
import { HttpError } from '../api/http/HttpError';
import type { CallOptions, HttpClient } from '../api/http/createHttpClient';
import type { EndpointResolver } from './ResourceEndpoint';
import { toFormErrors, translatableServerMessage } from './toFormErrors';
import { withUserFacingMessage } from './userFacingError';

/** getMany asks for at most this many ids per request (SPEC §7: page_size 100 with ids). */
const IDS_PAGE_SIZE = 100;

type Meta = { parentId?: Identifier } | undefined;

/** Extra calls beyond react-admin's DataProvider interface. */
export interface IdentityDataProvider extends DataProvider {
  /** Deletes every record matching the list filters (no filter: every record) in one request. */
  deleteAll(resource: string, params: { filter: Record<string, unknown>; meta?: Meta }): Promise<{ deleted: number }>;
  /** Saves a drag ordering: ids first to last. */
  reorder(resource: string, params: { ids: Identifier[]; meta?: Meta }): Promise<void>;
}

/** Generic react-admin dataProvider: every resource-specific detail comes from its endpoints in the contract. */
export function createDataProvider(client: HttpClient, endpointOf: EndpointResolver): IdentityDataProvider {
  const call = async <E extends AnyEndpoint>(endpoint: E | undefined, options: CallOptions<E>): Promise<EndpointOutput<E>> => {
    if (!endpoint) throw new HttpError('This operation is not offered', 405);
    try {
      return await client.call(endpoint, options);
    } catch (error) {
      throw withUserFacingMessage(asFormError(error));
    }
  };

  const parentOf = (meta: Meta, filter?: Record<string, unknown>) => ({ parentId: String(meta?.parentId ?? filter?.parentId ?? '') });

  const listQuery = (params: Partial<GetListParams>) => {
    const { q, parentId: _parentId, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
    return {
      page: params.pagination?.page,
      page_size: params.pagination?.perPage,
      sort_by: params.sort?.field,
      sort_order: params.sort?.order ? params.sort.order.toLowerCase() : undefined,
      search: typeof q === 'string' && q.trim() ? q.trim() : undefined,
      ...filters,
    };
  };

  /** The body of a create or update: only the fields of the endpoint's input (records carry more: ids, timestamps, joins). */
  const body = (endpoint: AnyEndpoint | undefined, data: Record<string, unknown>) => {
    const fields = endpoint?.input ? shapeKeys(endpoint.input) : [];
    return Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]])) as never;
  };

  const page = (result: unknown) => result as { items: RaRecord[]; meta: { total: number } };

  return {
    async getList(resource, params) {
      const { list } = endpointOf(resource);
      const result = page(await call(list, { params: parentOf(params.meta, params.filter), query: listQuery(params), ...signal(params.signal) }));
      return { data: result.items as never[], total: result.meta.total };
    },

    async getOne(resource, params) {
      const data = await call(endpointOf(resource).get, { params: { ...parentOf(params.meta), id: String(params.id) }, ...signal(params.signal) });
      return { data: data as never };
    },

    async getMany(resource, params) {
      const { list } = endpointOf(resource);
      const ids = [...new Set(params.ids.map(String))];
      const chunks: string[][] = [];
      for (let i = 0; i < ids.length; i += IDS_PAGE_SIZE) chunks.push(ids.slice(i, i + IDS_PAGE_SIZE));
      const pages = await Promise.all(
        chunks.map((chunk) => call(list, { params: parentOf(params.meta), query: { ids: chunk, page: 1, page_size: IDS_PAGE_SIZE }, ...signal(params.signal) })),
      );
      return { data: pages.flatMap((result) => page(result).items) as never[] };
    },

    async getManyReference(resource, params) {
      const { list } = endpointOf(resource);
      const nested = list.path.includes(':parentId');
      const filter = nested ? { ...params.filter, parentId: params.id } : { ...params.filter, [params.target]: params.id };
      const result = page(await call(list, { params: parentOf(params.meta, filter), query: listQuery({ ...params, filter }), ...signal(params.signal) }));
      return { data: result.items as never[], total: result.meta.total };
    },

    async create(resource, params) {
      const { create } = endpointOf(resource);
      const data = params.data as Record<string, unknown>;
      const created = await call(create, { params: { ...stringValues(data), ...parentOf(params.meta) }, body: body(create, data) });
      return { data: created as never };
    },

    async update(resource, params) {
      const { update } = endpointOf(resource);
      const data = { ...(params.previousData as Record<string, unknown>), ...(params.data as Record<string, unknown>) };
      const updated = await call(update, {
        params: { ...stringValues(data), id: String(params.id), ...parentOf(params.meta) },
        body: body(update, params.data as Record<string, unknown>),
      });
      return { data: updated as never };
    },

    async updateMany(resource, params) {
      const ids = await Promise.all(
        params.ids.map(async (id) => (await this.update(resource, { id, data: params.data, previousData: { id }, meta: params.meta })).data.id),
      );
      return { data: ids as never[] };
    },

    async delete(resource, params) {
      await call(endpointOf(resource).delete, { params: { ...parentOf(params.meta), id: String(params.id) } });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      if (params.ids.length === 0) return { data: [] };
      await call(endpointOf(resource).deleteMany, { params: parentOf(params.meta), query: { ids: params.ids.map(String) } });
      return { data: params.ids };
    },

    async deleteAll(resource, params) {
      const result = await call(endpointOf(resource).deleteMany, { params: parentOf(params.meta, params.filter), query: selection(listQuery({ filter: params.filter })) });
      return result as unknown as { deleted: number };
    },

    async reorder(resource, params) {
      await call(endpointOf(resource).priorities, { params: parentOf(params.meta), body: { ids: params.ids.map(String) } as never });
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

/** 422 → react-admin submission errors on the form fields; known server messages → i18n keys. */
function asFormError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.status !== 422) {
    // A known server message (SPEC §8) is shown translated, whatever the status.
    const message = translatableServerMessage(error.message);
    return message === error.message ? error : new HttpError(message, error.status, error.body);
  }
  const parsed = ValidationErrorBody.safeParse(error.body);
  if (!parsed.success) return error;
  return new HttpError(translatableServerMessage(parsed.data.message), 422, {
    ...parsed.data,
    errors: toFormErrors(parsed.data.errors.json),
  });
}
