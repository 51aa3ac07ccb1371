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
