import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { AnyEndpoint } from '../src/api/contract/endpoint';
import { implement, type Ctx, type Route } from './context';
import { ErrorBag, type FieldErrors, json, notFound, zodFieldErrors } from './rules/errors';
import { hasSelection, listRows, parseListParams, selectRows, type ListRules } from './rules/paging';
import { checkVersion, nextVersion } from './rules/precondition';
import {
  deleteReferenced,
  rulesOf,
  takenValues,
  unknownReferences,
  withoutRepeatedIds,
  withoutWriteOnly,
} from './rules/references';
import { tableOf, type OrgData, type Row, type Table } from './store';
import { zodDef } from '../src/framework/internals/zodDef';

export type Input = Record<string, unknown>;
/** A collection's endpoints in the contract (`collectionEndpoints(…)`): the ones present are served. */
export interface CollectionEndpoints {
  list?: AnyEndpoint;
  get?: AnyEndpoint;
  create?: AnyEndpoint;
  update?: AnyEndpoint;
  delete?: AnyEndpoint;
  deleteMany?: AnyEndpoint;
}

/**
 * A generic REST collection over one store table, serving the collection's endpoints of the
 * contract: list (paged, with search, filters, sort, ids), get, create, update, delete and the bulk
 * delete (ids, or the list's filters/search; neither → every row of the organization or parent).
 */
export interface CollectionSpec<T extends Row = Row> {
  /** Table name in each organization's store (created on first use). */
  table: string;
  /** The endpoints served (nested collections' paths carry `:parentId`). */
  endpoints: CollectionEndpoints;
  /** Nested collections: rows whose `key` equals `:parentId`; the parent row must exist in `table` (404 otherwise). */
  parent?: { table: string; key: string };
  /** Text fields matched case-insensitively by `search`. */
  searchFields?: readonly string[];
  /** Custom filters per query key (other keys: field equality / array membership; `<field>_from|_to` ranges). */
  filters?: Record<string, (row: T, values: string[], ctx: Ctx) => boolean>;
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Value of a field for sort/search/filter (default: row[field]). */
  fieldValue?: (row: T, field: string, ctx: Ctx) => unknown;
  defaultPageSize?: number;
  /** Writable fields (default: every input key except id and timestamps). */
  fields?: readonly string[];
  /** Normalises the raw body before validation (e.g. JSON text → object). */
  normalize?: (input: Input, ctx: Ctx, existing?: T) => Input;
  /** zod schema of the create input; an update's fields are checked against it, each one sent (partial update). */
  schema?: $ZodType;
  /** Extra validation → 422 field errors; `existing` is set on update. */
  validate?: (input: Input, ctx: Ctx, existing?: T) => FieldErrors | undefined | void;
  /** Stored row from a validated input (default: the writable fields + parent key + timestamps). */
  build?: (input: Input, ctx: Ctx) => Omit<T, 'id'>;
  /** Changes applied on update (default: the writable fields present in the input + updated_at). */
  patch?: (row: T, input: Input, ctx: Ctx) => Partial<T>;
  /** JSON of a row (default: the row). */
  toJson?: (row: T, ctx: Ctx) => unknown;
  onCreate?: (row: T, ctx: Ctx) => void;
  onUpdate?: (row: T, before: T, ctx: Ctx) => void;
  /** After rows were removed (single or bulk): cascade here. */
  onDelete?: (rows: T[], ctx: Ctx) => void;
  /**
   * Refuses a write (throws an ApiError) before anything is checked or changed: a new row
   * (`row` absent, the raw input), a change of `row` (the raw input) or its deletion (no input).
   */
  guard?: (ctx: Ctx, row: T | undefined, input: Input | undefined) => void;
  /** Rows seeded into every organization on (re)seed. */
  seed?: (org: OrgData, nowMs: number) => Omit<T, 'id'>[];
}

const stamps = new Set(['id', 'created_at', 'updated_at']);

export function tableFor<T extends Row>(spec: CollectionSpec<T>, org: OrgData): Table<T> {
  return tableOf(org, spec.table) as unknown as Table<T>;
}

function parentId(spec: CollectionSpec<Row>, ctx: Ctx): string | undefined {
  if (!spec.parent) return undefined;
  const id = ctx.params.parentId;
  if (!id || !tableOf(ctx.org, spec.parent.table).get(id)) throw notFound();
  return id;
}

/** Rows visible at this path (the parent's rows for nested collections). */
export function scopeRows<T extends Row>(spec: CollectionSpec<T>, ctx: Ctx): T[] {
  const pid = parentId(spec as CollectionSpec<Row>, ctx);
  const rows = tableFor(spec, ctx.org).rows;
  const key = spec.parent?.key;
  return key ? rows.filter((r) => String((r as unknown as Input)[key]) === pid) : rows;
}

export function findRow<T extends Row>(spec: CollectionSpec<T>, ctx: Ctx, id: string | undefined): T {
  const row = scopeRows(spec, ctx).find((r) => r.id === id);
  if (!row) throw notFound();
  return row;
}

const writable = (spec: CollectionSpec<Row>, input: Input): Input =>
  Object.fromEntries(Object.entries(input).filter(([k]) => (spec.fields ? spec.fields.includes(k) : !stamps.has(k))));

/** An update's schema: the create schema with every field optional (the fields sent change, docs/decisions/0019). */
function partialOf(schema: $ZodType): $ZodType {
  return zodDef(schema).type === 'object' ? z.partial(schema as unknown as z.ZodMiniObject) : schema;
}

/** The fields a body sends (a key whose value is undefined, as `normalize` may leave, is not sent). */
const sent = (input: Input): Input => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

/**
 * The schema's field errors, then the contract's rules (an unknown reference, a unique value taken:
 * `CollectionRules`), then the collection's own `validate`.
 */
function check<T extends Row>(spec: CollectionSpec<T>, input: Input, ctx: Ctx, existing?: T): void {
  const bag = new ErrorBag();
  if (spec.schema) bag.merge(zodFieldErrors(existing ? partialOf(spec.schema) : spec.schema, input));
  const rules = rulesOf(spec.endpoints);
  if (bag.empty && rules) {
    bag.merge(unknownReferences(rules, input, ctx));
    bag.merge(takenValues(rules, tableFor(spec, ctx.org).rows, input, existing));
  }
  if (bag.empty && spec.validate) bag.merge(spec.validate(input, ctx, existing) ?? undefined);
  bag.throwIfAny();
}

/** Validates and inserts one row (also used by CSV imports). Throws ApiError 422. */
export function createRow<T extends Row>(spec: CollectionSpec<T>, raw: Input, ctx: Ctx): T {
  const pid = parentId(spec as CollectionSpec<Row>, ctx);
  spec.guard?.(ctx, undefined, raw);
  const input = withoutRepeatedIds(rulesOf(spec.endpoints), spec.normalize ? spec.normalize(raw, ctx) : raw);
  check(spec, input, ctx);
  const data = spec.build
    ? spec.build(input, ctx)
    : ({
        ...writable(spec as CollectionSpec<Row>, input),
        ...(spec.parent ? { [spec.parent.key]: pid } : {}),
        created_at: ctx.nowIso,
        updated_at: ctx.nowIso,
      } as unknown as Omit<T, 'id'>);
  const row = tableFor(spec, ctx.org).insert(data);
  spec.onCreate?.(row, ctx);
  return row;
}

/**
 * Validates and applies an update: only the fields sent change (docs/decisions/0019), after the
 * `If-Match` precondition (412 when the row changed since the version the client edited).
 */
export function updateRow<T extends Row>(spec: CollectionSpec<T>, row: T, raw: Input, ctx: Ctx): T {
  spec.guard?.(ctx, row, raw);
  checkVersion(ctx, row as unknown as { updated_at: string }, () => rowJson(spec, row, ctx));
  const input = withoutRepeatedIds(rulesOf(spec.endpoints), sent(spec.normalize ? spec.normalize(raw, ctx, row) : raw));
  check(spec, input, ctx, row);
  const before = structuredClone(row);
  const changes = spec.patch
    ? spec.patch(row, input, ctx)
    : ({ ...writable(spec as CollectionSpec<Row>, input) } as unknown as Partial<T>);
  Object.assign(row, changes, { updated_at: nextVersion(ctx, before as unknown as { updated_at: string }) });
  spec.onUpdate?.(row, before, ctx);
  return row;
}

/**
 * Deletes rows, as the references other collections declare to them say (refused with 409 while a
 * record still refers to one, or the records that refer to them deleted or detached with them:
 * `deleteReferenced`), then the collection's own `onDelete`.
 */
export function deleteRows<T extends Row>(spec: CollectionSpec<T>, rows: T[], ctx: Ctx): number {
  for (const row of rows) spec.guard?.(ctx, row, undefined);
  const ids = new Set(rows.map((r) => r.id));
  const removed = deleteReferenced(ctx.state.references, spec.table, rows, ctx, () =>
    tableFor(spec, ctx.org).removeWhere((r) => ids.has(r.id)),
  );
  if (removed.length) spec.onDelete?.(removed, ctx);
  return removed.length;
}

export function listRules<T extends Row>(spec: CollectionSpec<T>, ctx: Ctx): ListRules<T> {
  const filters = spec.filters
    ? Object.fromEntries(
        Object.entries(spec.filters).map(([k, f]) => [k, (row: T, values: string[]) => f(row, values, ctx)]),
      )
    : undefined;
  const read = spec.fieldValue;
  return {
    searchFields: spec.searchFields,
    filters,
    defaultSort: spec.defaultSort,
    fieldValue: read && ((row, field) => read(row, field, ctx)),
  };
}

/** A row's answer: `toJson`'s, or the row, never with a field the contract declares write-only. */
export const rowJson = <T extends Row>(spec: CollectionSpec<T>, row: T, ctx: Ctx): unknown =>
  withoutWriteOnly(rulesOf(spec.endpoints), spec.toJson ? spec.toJson(row, ctx) : row);

/** The routes of a collection (see CollectionSpec): one per endpoint it has. */
export function collectionRoutes<T extends Row>(spec: CollectionSpec<T>): Route[] {
  const { list, get, create, update, delete: remove, deleteMany } = spec.endpoints;
  const routes: Route[] = [];
  if (list)
    routes.push(
      implement(list, (ctx) => {
        const page = listRows(
          scopeRows(spec, ctx),
          parseListParams(ctx.query, spec.defaultPageSize),
          listRules(spec, ctx),
        );
        return json({ items: page.items.map((r) => rowJson(spec, r, ctx)), meta: page.meta });
      }),
    );
  if (deleteMany)
    routes.push(
      implement(deleteMany, (ctx) => {
        const params = parseListParams(ctx.query);
        const rows = scopeRows(spec, ctx);
        const selected = hasSelection(params) ? selectRows(rows, params, listRules(spec, ctx)) : rows;
        return json({ deleted: deleteRows(spec, selected, ctx) });
      }),
    );
  if (create)
    routes.push(
      implement(create, async (ctx) => json(rowJson(spec, createRow(spec, await ctx.body(), ctx), ctx), 201)),
    );
  if (get) routes.push(implement(get, (ctx) => json(rowJson(spec, findRow(spec, ctx, ctx.params.id), ctx))));
  if (update)
    routes.push(
      implement(update, async (ctx) =>
        json(rowJson(spec, updateRow(spec, findRow(spec, ctx, ctx.params.id), await ctx.body(), ctx), ctx)),
      ),
    );
  if (remove)
    routes.push(
      implement(remove, (ctx) => {
        const row = findRow(spec, ctx, ctx.params.id);
        const body = rowJson(spec, row, ctx);
        deleteRows(spec, [row], ctx);
        return json(body);
      }),
    );
  return routes;
}

/** Seeds a collection's rows into an organization (used on reset and demo reseed). */
export function seedCollection<T extends Row>(spec: CollectionSpec<T>, org: OrgData, nowMs: number): void {
  const table = tableFor(spec, org);
  for (const data of spec.seed?.(org, nowMs) ?? []) table.insert(data);
}

/** A collection ready to plug into a simulator (types erased): see `defineCollection`. */
export interface CollectionDefinition {
  table: string;
  routes: Route[];
  seed(org: OrgData, nowMs: number): void;
}

/**
 * Declares a generic collection for `createSimulator({ collections: [...] })` or `sim.registerCollection(...)`:
 * `defineCollection<Widget>({ table: 'widget', endpoints: widgetEndpoints, searchFields: ['name'], schema: WidgetInput, seed: () => [...] })`.
 */
export function defineCollection<T extends Row>(spec: CollectionSpec<T>): CollectionDefinition {
  return { table: spec.table, routes: collectionRoutes(spec), seed: (org, nowMs) => seedCollection(spec, org, nowMs) };
}
