import type { $ZodType } from 'zod/v4/core';

/**
 * How the dataProvider talks to one resource's API. The framework derives it from the resource's
 * declaration; the provider never branches on resource names.
 * Path templates use `:name` segments filled from the record (e.g. `/auth-type/:type`) and
 * `:parentId` for nested resources (the parent id comes from `meta.parentId` or `filter.parentId`).
 */
export interface ResourceEndpoint {
  /** Collection path, e.g. `/project` or `/user/:parentId/credentials`. */
  path: string;
  /** Create path when it differs from the collection path, e.g. `/auth-type/:type`. */
  createPath?: string;
  /** Item path for updates when it differs from `{path}/:id`, e.g. `/auth-type/:type/:id`. */
  updatePath?: string;
  /** Item schema; responses that do not match it are reported as contract errors. */
  schema?: $ZodType;
  /** Drag ordering: `POST {path}/priorities` with `{ ids }`. */
  reorderPath?: string;
  /** Fields stripped from create/update bodies (read-only or path-only values). */
  readOnly?: readonly string[];
}

export type EndpointResolver = (resource: string) => ResourceEndpoint;
