import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { CollectionRules } from './collectionRules';
import { BulkDeleteResult, pageOf } from './common';
import { endpoint, group, listQuery, selectionQuery, shapeKeys } from './endpoint';
import { zodDef } from '../../framework/internals/zodDef';

interface CollectionSpec<Item extends $ZodType, Input extends $ZodType, Filters extends Record<string, $ZodType>> {
  /** Resource name: endpoint names `<resource>.list` …, and the key of `api.resources` that moves them. */
  resource: string;
  /** Collection path (nested: `/user/:parentId/profiles`). */
  base: string;
  item: Item;
  /** Create body (strict); the update body is the same with every field optional (only the fields sent change). */
  input: Input;
  /** List and bulk-delete filters by query key (besides page, sort, search and ids). */
  filters: Filters;
  /** Sortable fields (default: every field of the item). */
  sortable?: readonly [string, ...string[]];
  /** Create path when it is not the collection path (`/auth-type/:type`). */
  createPath?: string;
  /** Update path when it is not `{base}/:id` (`/auth-type/:type/:id`). */
  updatePath?: string;
  /** Label for the summaries ("projects"). */
  label: string;
  /** Whether only administrators may call it (default: yes, collections are administration). */
  admin?: boolean;
  /** References, unique and write-only fields of its records (see `CollectionRules`). */
  rules?: CollectionRules;
}

type Operation = 'list' | 'get' | 'create' | 'update' | 'delete' | 'deleteMany';

/** The schema with every field optional (an object schema; any other as it is). */
function partial<S extends $ZodType>(schema: S): S {
  return zodDef(schema).type === 'object' ? (z.partial(schema as never) as unknown as S) : schema;
}

/**
 * The six calls of a REST collection (DESIGN.md §5): `GET {base}` (paged, `{ items, meta }`),
 * `GET {base}/:id`, `POST {base}`, `PUT {base}/:id`, `DELETE {base}/:id` and the bulk
 * `DELETE {base}` by ids or by the list's search and filters (`{ deleted }`).
 */
export function collectionEndpoints<
  R extends string,
  Item extends $ZodType,
  Input extends $ZodType,
  Filters extends Record<string, $ZodType>,
  Without extends Operation = never,
>(spec: CollectionSpec<Item, Input, Filters> & { resource: R; without?: readonly Without[] }) {
  const { base, label } = spec;
  const resource = { name: spec.resource, base, ...(spec.rules ? { rules: spec.rules } : {}) };
  const admin = spec.admin ?? true;
  const item = `${base}/:id`;
  const sortable = spec.sortable ?? (shapeKeys(spec.item) as [string, ...string[]]);
  const all = group(spec.resource, {
    list: endpoint({
      method: 'GET',
      path: base,
      resource,
      admin,
      query: listQuery(sortable, spec.filters),
      output: pageOf(spec.item),
      summary: `Lists ${label} (paged).`,
    }),
    get: endpoint({
      method: 'GET',
      path: item,
      resource,
      admin,
      output: spec.item,
      summary: `Reads one of the ${label}.`,
    }),
    create: endpoint({
      method: 'POST',
      path: spec.createPath ?? base,
      resource,
      admin,
      input: spec.input,
      output: spec.item,
      status: 201,
      summary: `Creates one of the ${label}.`,
    }),
    update: endpoint({
      method: 'PUT',
      path: spec.updatePath ?? item,
      resource,
      admin,
      // An update keeps the record's values for the fields it leaves out.
      input: partial(spec.input),
      output: spec.item,
      versioned: 'if-match',
      summary: `Changes one of the ${label}: the fields sent change, the others keep their values.`,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: item,
      resource,
      admin,
      output: spec.item,
      summary: `Deletes one of the ${label}.`,
    }),
    deleteMany: endpoint({
      method: 'DELETE',
      path: base,
      resource,
      admin,
      query: selectionQuery(spec.filters),
      output: BulkDeleteResult,
      summary: `Deletes ${label} by ids, or every one matching the search and filters.`,
    }),
  });
  for (const operation of spec.without ?? []) delete (all as Partial<typeof all>)[operation];
  return all as Omit<typeof all, Without>;
}
