import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { zodDef } from '../../src/framework/internals/zodDef';

type Def = { type: string; innerType?: $ZodType; shape?: Record<string, $ZodType> };
const defOf = (schema: unknown): Def => zodDef<Def>(schema as object);

/** Whether a query field takes repeated keys (an array, possibly optional). */
function isArrayField(schema: unknown): boolean {
  let def = defOf(schema);
  while ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType)
    def = defOf(def.innerType);
  return def.type === 'array';
}

export type QueryResult = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/**
 * The query of a request read with the endpoint's query schema, as a real service reads it: a key
 * the schema does not name (400), a single-valued key repeated (400), a value the schema refuses
 * (400). Arrays are repeated keys (SPEC §7). An endpoint without a query schema takes no query.
 */
export function parseQuery(schema: $ZodType | undefined, search: URLSearchParams): QueryResult {
  const keys = [...new Set(search.keys())];
  if (!schema)
    return keys.length ? { ok: false, message: `Unknown query parameter "${keys[0]}"` } : { ok: true, value: {} };
  const shape = defOf(schema).shape ?? {};
  const value: Record<string, unknown> = {};
  for (const key of keys) {
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (!field) return { ok: false, message: `Unknown query parameter "${key}"` };
    const values = search.getAll(key);
    if (isArrayField(field)) value[key] = values;
    else if (values.length > 1) return { ok: false, message: `Query parameter "${key}" takes one value` };
    else value[key] = values[0];
  }
  const parsed = safeParse(schema, value);
  if (parsed.success) return { ok: true, value: parsed.data as Record<string, unknown> };
  const issue = parsed.error.issues[0];
  return { ok: false, message: `Invalid query parameter "${issue?.path.join('.') ?? '?'}"` };
}
