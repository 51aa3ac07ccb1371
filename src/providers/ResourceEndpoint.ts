import type { Identifier } from 'react-admin';
import type { AnyEndpoint } from '../api/contract/endpoint';

/**
 * The contract's calls of one resource, as the dataProvider uses them (a group made by
 * `collectionEndpoints`, plus `priorities` where the resource has a server-side order). The
 * framework takes it from the resource's declaration; the provider never branches on resource names.
 * Path templates use `:parentId` for nested resources (from `meta.parentId` or `filter.parentId`)
 * and may name record fields (e.g. `/auth-type/:type`).
 */
export interface ResourceEndpoint {
  readonly list: AnyEndpoint;
  readonly get?: AnyEndpoint;
  readonly create?: AnyEndpoint;
  readonly update?: AnyEndpoint;
  readonly delete?: AnyEndpoint;
  readonly deleteMany?: AnyEndpoint;
  /** Drag ordering: `{ ids }` first to last. */
  readonly priorities?: AnyEndpoint;
}

export type EndpointResolver = (resource: string) => ResourceEndpoint;

/** What the dataProvider reads from a call's `meta`. */
export interface ListMeta {
  /** The parent record of a nested resource (`:parentId`). */
  parentId?: Identifier;
  /** getList: every page of the selection, not the one asked for (a browser-paged list's records). */
  allPages?: boolean;
}

/** The `meta` of a getList that reads every page (see `ListMeta.allPages`). */
export const allPagesMeta = { allPages: true } as const satisfies ListMeta;
