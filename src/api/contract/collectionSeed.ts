import type { AnyEndpoint, EndpointBody } from './endpoint';

/** Rows the simulator seeds into a collection of the contract, in every organization. */
export interface CollectionSeed {
  resource: string;
  rows: readonly Record<string, unknown>[];
}

/**
 * Declares a collection's seed rows beside its contract module (`<entity>.seed.ts`, default
 * export), each row a valid create body: `export default collectionSeed(gadgetEndpoints, [{ name: 'Alpha' }])`.
 */
export function collectionSeed<E extends { create: AnyEndpoint }>(
  endpoints: E,
  rows: readonly EndpointBody<E['create']>[],
): CollectionSeed {
  const resource = endpoints.create.resource?.name;
  if (!resource) throw new Error(`${endpoints.create.name}: a seeded collection needs a resource`);
  return { resource, rows: rows as readonly Record<string, unknown>[] };
}
