import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { BulkDeleteResult, pageOf } from '../api/contract/common';
import { ValidationErrorBody } from '../api/contract/errors';
import { fillPath } from '../api/contract/paths';
import { HttpError } from '../api/http/HttpError';
import type { HttpClient } from '../api/http/createHttpClient';
import type { EndpointResolver, ResourceEndpoint } from './ResourceEndpoint';
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

/** Generic react-admin dataProvider: every resource-specific detail comes from its endpoint. */
export function createDataProvider(client: HttpClient, endpointOf: EndpointResolver): IdentityDataProvider {
  const itemSchema = (endpoint: ResourceEndpoint) => (endpoint.schema ?? z.looseObject({ id: z.unknown() })) as $ZodType<RaRecord>;

  const call = async <T>(request: Parameters<HttpClient['request']>[0] & { schema?: $ZodType<T> }): Promise<T> => {
    try {
      return await client.request<T>(request);
    } catch (error) {
      throw withUserFacingMessage(asFormError(error));
    }
  };

  const collectionPath = (endpoint: ResourceEndpoint, meta: Meta, filter?: Record<string, unknown>) =>
    fillPath(endpoint.path, { parentId: String(meta?.parentId ?? filter?.parentId ?? '') });

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

  const body = (endpoint: ResourceEndpoint, data: Record<string, unknown>) => {
    const { id: _id, ...rest } = data;
    for (const field of endpoint.readOnly ?? []) delete rest[field];
    return rest;
  };

  return {
    async getList(resource, params) {
      const endpoint = endpointOf(resource);
      const page = await call({
        method: 'GET',
        path: collectionPath(endpoint, params.meta, params.filter),
        params: listQuery(params),
        schema: pageOf(itemSchema(endpoint)),
        signal: params.signal,
      });
      return { data: page.items as never[], total: page.meta.total };
    },

    async getOne(resource, params) {
      const endpoint = endpointOf(resource);
      const data = await call({
        method: 'GET',
        path: `${collectionPath(endpoint, params.meta)}/${encodeURIComponent(String(params.id))}`,
        schema: itemSchema(endpoint),
        signal: params.signal,
      });
      return { data: data as never };
    },

    async getMany(resource, params) {
      const endpoint = endpointOf(resource);
      const ids = [...new Set(params.ids.map(String))];
      const chunks: string[][] = [];
      for (let i = 0; i < ids.length; i += IDS_PAGE_SIZE) chunks.push(ids.slice(i, i + IDS_PAGE_SIZE));
      const pages = await Promise.all(
        chunks.map((chunk) =>
          call({
            method: 'GET',
            path: collectionPath(endpoint, params.meta),
            params: { ids: chunk, page: 1, page_size: IDS_PAGE_SIZE },
            schema: pageOf(itemSchema(endpoint)),
            signal: params.signal,
          }),
        ),
      );
      return { data: pages.flatMap((page) => page.items) as never[] };
    },

    async getManyReference(resource, params) {
      const endpoint = endpointOf(resource);
      const nested = endpoint.path.includes(':parentId');
      const filter = nested ? { ...params.filter, parentId: params.id } : { ...params.filter, [params.target]: params.id };
      const page = await call({
        method: 'GET',
        path: collectionPath(endpoint, params.meta, filter),
        params: listQuery({ ...params, filter }),
        schema: pageOf(itemSchema(endpoint)),
        signal: params.signal,
      });
      return { data: page.items as never[], total: page.meta.total };
    },

    async create(resource, params) {
      const endpoint = endpointOf(resource);
      const data = params.data as Record<string, unknown>;
      const path = fillPath(endpoint.createPath ?? endpoint.path, { ...stringValues(data), parentId: String(params.meta?.parentId ?? '') });
      const created = await call({ method: 'POST', path, data: body(endpoint, data), schema: itemSchema(endpoint) });
      return { data: created as never };
    },

    async update(resource, params) {
      const endpoint = endpointOf(resource);
      const data = { ...(params.previousData as Record<string, unknown>), ...(params.data as Record<string, unknown>) };
      const template = endpoint.updatePath ?? `${endpoint.path}/:id`;
      const path = fillPath(template, { ...stringValues(data), id: String(params.id), parentId: String(params.meta?.parentId ?? '') });
      const updated = await call({ method: 'PUT', path, data: body(endpoint, params.data as Record<string, unknown>), schema: itemSchema(endpoint) });
      return { data: updated as never };
    },

    async updateMany(resource, params) {
      const ids = await Promise.all(
        params.ids.map(async (id) => (await this.update(resource, { id, data: params.data, previousData: { id }, meta: params.meta })).data.id),
      );
      return { data: ids as never[] };
    },

    async delete(resource, params) {
      const endpoint = endpointOf(resource);
      await call({ method: 'DELETE', path: `${collectionPath(endpoint, params.meta)}/${encodeURIComponent(String(params.id))}` });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    async deleteMany(resource, params) {
      const endpoint = endpointOf(resource);
      if (params.ids.length === 0) return { data: [] };
      await call({
        method: 'DELETE',
        path: collectionPath(endpoint, params.meta),
        params: { ids: params.ids.map(String) },
        schema: BulkDeleteResult,
      });
      return { data: params.ids };
    },

    async deleteAll(resource, params) {
      const endpoint = endpointOf(resource);
      return call({
        method: 'DELETE',
        path: collectionPath(endpoint, params.meta, params.filter),
        params: listQuery({ filter: params.filter }),
        schema: BulkDeleteResult,
      });
    },

    async reorder(resource, params) {
      const endpoint = endpointOf(resource);
      const path = endpoint.reorderPath ?? `${collectionPath(endpoint, params.meta)}/priorities`;
      await call({ method: 'POST', path, data: { ids: params.ids.map(String) } });
    },
  };
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
