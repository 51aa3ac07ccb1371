import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { AnyEndpoint } from '../src/api/contract/endpoint';
import type { CollectionSeed } from '../src/api/contract/collectionSeed';
import { endpointTable } from '../src/api/contract/endpointTable';
import { defineCollection, type CollectionDefinition, type CollectionEndpoints } from './collection';
import type { Route } from './context';
import { zodDef } from '../src/framework/internals/zodDef';

/** Seed rows declared beside the contract modules (`src/api/contract/<entity>.seed.ts`). */
const seedModules: Record<string, { default: CollectionSeed }> = import.meta.glob('../src/api/contract/*.seed.ts', {
  eager: true,
});

const operations = ['list', 'get', 'create', 'update', 'delete', 'deleteMany'] as const;
const stamps = new Set(['id', 'created_at', 'updated_at']);

interface ZodDef {
  type: string;
  innerType?: $ZodType;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
}
const defOf = (schema: $ZodType | undefined): ZodDef | undefined => schema && zodDef<ZodDef>(schema);

/** Whether a field schema holds text (through optional, nullable and defaults). */
function isText(schema: $ZodType | undefined): boolean {
  const def = defOf(schema);
  if (!def) return false;
  if (def.type === 'string') return true;
  return def.innerType ? isText(def.innerType) : false;
}

/**
 * The input schema without its strictness: a stored row merged with an update is checked against it
 * (the router already refused unknown body fields against the strict one).
 */
function loose(schema: $ZodType | undefined): $ZodType | undefined {
  const shape = defOf(schema)?.shape;
  return shape ? z.object(shape) : schema;
}

/** The text fields of a collection's item (the list answer's `items` element): what `search` matches. */
function textFields(list: AnyEndpoint | undefined): string[] {
  const items = defOf(defOf(list?.output)?.shape?.items)?.element;
  const shape = defOf(items)?.shape ?? {};
  return Object.entries(shape)
    .filter(([name, schema]) => !stamps.has(name) && isText(schema))
    .map(([name]) => name);
}

/** The contract's REST collections (`collectionEndpoints(…)`), by resource: the endpoints each one has. */
function contractCollections(): Map<string, CollectionEndpoints> {
  const collections = new Map<string, CollectionEndpoints>();
  for (const endpoint of endpointTable.values()) {
    const [prefix, operation] = endpoint.name.split('.') as [string, string];
    if (!endpoint.resource || endpoint.resource.name !== prefix) continue;
    if (!(operations as readonly string[]).includes(operation)) continue;
    const found = collections.get(prefix) ?? {};
    found[operation as (typeof operations)[number]] = endpoint;
    collections.set(prefix, found);
  }
  return collections;
}

/**
 * A collection of the contract served generically over a table named after its resource (paging,
 * search over its text fields, sort, the list's filters, ids, create, update, delete, bulk delete,
 * 422 per field from the input schema, the contract's `rules`: references, unique and write-only
 * fields), seeded with `rows` (valid create bodies).
 */
export function genericCollection(
  resource: string,
  endpoints: CollectionEndpoints,
  rows: readonly Record<string, unknown>[] = [],
): CollectionDefinition {
  const nested = Object.values(endpoints).some((endpoint) => endpoint.path.includes(':parentId'));
  if (nested) throw new Error(`${resource}: a nested collection needs its own simulator handler`);
  return defineCollection({
    table: resource,
    endpoints,
    searchFields: textFields(endpoints.list),
    schema: loose((endpoints.create ?? endpoints.update)?.input),
    seed: (_org, nowMs) =>
      rows.map((row, i) => {
        const at = new Date(nowMs - (rows.length - i) * 60_000).toISOString();
        return { ...row, created_at: at, updated_at: at };
      }),
  });
}

/**
 * Every collection of the contract that no built-in route serves, as a generic collection
 * (`genericCollection`), seeded from its `<entity>.seed.ts` when it has one. A resource needs
 * simulator code only for rules beyond these.
 */
export function genericCollections(served: readonly Route[]): CollectionDefinition[] {
  const implemented = new Set(served.map((route) => route.endpoint.name));
  const seeds = new Map(Object.values(seedModules).map(({ default: seed }) => [seed.resource, seed.rows]));
  return [...contractCollections()]
    .filter(([, endpoints]) => Object.values(endpoints).every((endpoint) => !implemented.has(endpoint.name)))
    .map(([resource, endpoints]) => genericCollection(resource, endpoints, seeds.get(resource)));
}
