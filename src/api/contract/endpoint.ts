import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { zodDef } from '../../framework/internals/zodDef';
import type { CollectionRules } from './collectionRules';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Answers a call gives besides those every call of its kind has (endpointStatuses.ts), each with
 * why: `{ 410: 'The code is used or expired.' }`. A refusal's body is `{ message }`, 422's the field
 * errors; a second success (`{ 200: 'A batch appended.' }`) carries the call's output.
 */
export type EndpointAnswers = Readonly<Partial<Record<200 | 201 | 204 | 401 | 402 | 403 | 409 | 410 | 422, string>>>;

/**
 * One call of the identity API: the console calls it by this object, the simulator serves it from
 * the same object, the conformance harness and docs/API.md read it. `path` is relative to the API
 * base URL, with `:name` segments; config.json moves it by `name` (`api.paths`) or, for a
 * resource's calls, by the resource's base path (`api.resources`).
 */
export interface Endpoint<
  Query extends $ZodType | undefined = $ZodType | undefined,
  Input extends $ZodType | undefined = $ZodType | undefined,
  Output extends $ZodType | undefined = $ZodType | undefined,
> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** 'user': bearer token (or API key); 'guest': no authentication. */
  readonly auth: 'user' | 'guest';
  /** The query as it travels (strings, repeated keys as arrays); unknown keys are refused (400). */
  readonly query: Query;
  /** JSON body; unknown fields are refused (422). `undefined`: the call has no body. */
  readonly input: Input;
  /** Successful response body; `undefined`: no body (204). */
  readonly output: Output;
  /** Success status (default 200). */
  readonly status: number;
  /**
   * The resource whose base path (`api.resources.<resource>`) moves this call, that base, and the
   * rules of its records (collectionRules.ts) when its collection declares any.
   */
  readonly resource?: { readonly name: string; readonly base: string; readonly rules?: CollectionRules };
  /** Writes locked in the demo organization (403). */
  readonly demoLocked: boolean;
  /**
   * A write that names the version it was made against (precondition.ts), refused with 412 and the
   * current state when that changed since: in `If-Match` (one record), or in its body (an ordering's
   * `previous`). False: last write wins.
   */
  readonly versioned: false | 'if-match' | 'body';
  /** An administration call: 403 to a caller whose user is no administrator (docs/decisions/0022). */
  readonly admin: boolean;
  /** Schemas of the path's `:name` segments other than those their names imply (pathParams.ts). */
  readonly params?: Readonly<Record<string, $ZodType>>;
  /** Answers of this call's own rules (see EndpointAnswers). */
  readonly answers?: EndpointAnswers;
  /** 'log': `path` is relative to config.json's `logUrl` (the error-log service), not to the API base URL. */
  readonly server?: 'log';
  /** One line for docs/API.md. */
  readonly summary: string;
}

export type AnyEndpoint = Endpoint<$ZodType | undefined, $ZodType | undefined, $ZodType | undefined>;

type Schema<S> = S extends $ZodType ? S : undefined;
export type EndpointOutput<E extends AnyEndpoint> = E['output'] extends $ZodType ? z.output<E['output']> : undefined;
export type EndpointBody<E extends AnyEndpoint> = E['input'] extends $ZodType ? z.input<E['input']> : never;

interface EndpointSpec<Q, I, O> {
  method: HttpMethod;
  path: string;
  auth?: 'user' | 'guest';
  query?: Q;
  input?: I;
  output?: O;
  status?: number;
  resource?: { name: string; base: string; rules?: CollectionRules };
  demoLocked?: boolean;
  versioned?: 'if-match' | 'body';
  admin?: boolean;
  server?: 'log';
  params?: Record<string, $ZodType>;
  answers?: EndpointAnswers;
  summary: string;
}

/** Declares one endpoint (the name is set by the table it is placed in, see `group`). */
export function endpoint<
  Q extends $ZodType | undefined = undefined,
  I extends $ZodType | undefined = undefined,
  O extends $ZodType | undefined = undefined,
>(spec: EndpointSpec<Q, I, O>): Omit<Endpoint<Schema<Q>, Schema<I>, Schema<O>>, 'name'> {
  return {
    method: spec.method,
    path: spec.path,
    auth: spec.auth ?? 'user',
    query: spec.query as Schema<Q>,
    input: spec.input as Schema<I>,
    output: spec.output as Schema<O>,
    status: spec.status ?? 200,
    demoLocked: spec.demoLocked ?? false,
    versioned: spec.versioned ?? false,
    admin: spec.admin ?? false,
    summary: spec.summary,
    ...(spec.resource ? { resource: spec.resource } : {}),
    ...(spec.server ? { server: spec.server } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.answers ? { answers: spec.answers } : {}),
  };
}

/** Names the endpoints of one area `<prefix>.<key>`: `group('project', { list: endpoint(…) })`. */
export function group<P extends string, T extends Record<string, Omit<AnyEndpoint, 'name'>>>(
  prefix: P,
  entries: T,
): { [K in keyof T]: T[K] & { readonly name: `${P}.${K & string}` } } {
  return Object.fromEntries(
    Object.entries(entries).map(([key, value]) => [key, { ...value, name: `${prefix}.${key}` }]),
  ) as never;
}

// ---- query building blocks (the wire form: every value a string) ----

/** A positive integer as it travels in a query string. */
export const QueryInt = z.string().check(z.regex(/^[1-9]\d{0,8}$/));
/** A date or date-time bound of a range filter (`2026-11-20` or ISO-8601). */
export const QueryDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/));
export const QueryIds = z.array(z.string().check(z.minLength(1)));
const optional = <S extends $ZodType>(schema: S) => z.optional(schema);

/** Range filters `<field>_from` / `<field>_to` of date-time fields. */
export function dateRange<F extends string>(field: F) {
  return { [`${field}_from`]: optional(QueryDate), [`${field}_to`]: optional(QueryDate) } as Record<
    `${F}_from` | `${F}_to`,
    z.ZodMiniOptional<typeof QueryDate>
  >;
}

/** The selection of a bulk delete: ids, search and the list's filters. */
export function selectionQuery<F extends Record<string, $ZodType>>(filters: F) {
  return z.strictObject({ ids: optional(QueryIds), search: optional(z.string()), ...filters });
}

/** The query of a collection list: paging, sorting by the given fields, search, ids and the filters. */
export function listQuery<F extends Record<string, $ZodType>>(sortable: readonly [string, ...string[]], filters: F) {
  return z.strictObject({
    page: optional(QueryInt),
    page_size: optional(QueryInt),
    sort_by: optional(z.enum(sortable)),
    sort_order: optional(z.enum(['asc', 'desc'])),
    search: optional(z.string()),
    ids: optional(QueryIds),
    ...filters,
  });
}

/** The keys of an object schema (the strict inputs and items of the contract), or of a union of them: every member's, once. */
export function shapeKeys(schema: $ZodType): string[] {
  const def = zodDef<{ shape?: Record<string, unknown>; options?: $ZodType[] }>(schema);
  if (def.shape) return Object.keys(def.shape);
  return def.options ? [...new Set(def.options.flatMap(shapeKeys))] : [];
}

/** The strict form of an object schema: the same fields, unknown ones refused. */
export function strict<S extends $ZodType>(schema: S): S {
  const def = zodDef<{ shape?: Record<string, $ZodType> }>(schema);
  if (!def.shape) throw new Error('strict() needs an object schema');
  return z.strictObject(def.shape) as unknown as S;
}
