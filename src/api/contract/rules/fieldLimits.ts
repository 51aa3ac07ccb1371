import type { $ZodType } from 'zod/v4/core';
import { zodDef } from '../../../framework/internals/zodDef';
import { httpScheme } from './fieldRules';

/**
 * What a field of the contract allows, as a form says it before anyone breaks it (the rules of
 * fieldRules.ts, read back from the schema): at most `maxLength` characters (as the server counts
 * them: UTF-16 code units); a number `integer`, from `minimum` to `maximum`; an address `httpOnly`.
 */
export interface FieldLimits {
  maxLength?: number;
  integer?: boolean;
  minimum?: number;
  maximum?: number;
  httpOnly?: boolean;
}

interface Check {
  check?: string;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
interface Def {
  type: string;
  innerType?: $ZodType;
  in?: $ZodType;
  options?: readonly $ZodType[];
  shape?: Readonly<Record<string, $ZodType>>;
  checks?: readonly object[];
}
const defOf = (schema: $ZodType): Def => zodDef<Def>(schema);

/** Wrappers that only say "may be missing" or "read-only": the rules are the wrapped schema's. */
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);
/** Union members that stand for "no value" (`''`, null), not a value's rules. */
const empty = new Set(['literal', 'null', 'undefined']);
const integerFormats = new Set(['safeint', 'int32', 'uint32']);

/** The limits of one field's schema (none: `{}`). */
export function fieldLimits(schema: $ZodType | undefined): FieldLimits {
  if (!schema) return {};
  const def = defOf(schema);
  if (wrappers.has(def.type) && def.innerType) return fieldLimits(def.innerType);
  // A pipe's rules are those of what travels: its input.
  if (def.type === 'pipe' && def.in) return fieldLimits(def.in);
  if (def.type === 'union') {
    // An optional value written `text | ''` has the text's rules; a union of several values, none of one.
    const values = (def.options ?? []).filter((option) => !empty.has(defOf(option).type));
    return values.length === 1 ? fieldLimits(values[0]) : {};
  }
  const limits: FieldLimits = {};
  let exclusiveMinimum = false;
  let exclusiveMaximum = false;
  for (const check of def.checks ?? []) {
    const c = zodDef<Check>(check);
    if (c.check === 'max_length' && c.maximum !== undefined)
      limits.maxLength = Math.min(limits.maxLength ?? Infinity, c.maximum);
    else if (c.check === 'number_format' && c.format && integerFormats.has(c.format)) limits.integer = true;
    else if (c.check === 'greater_than' && c.value !== undefined) {
      limits.minimum = c.value;
      exclusiveMinimum = !c.inclusive;
    } else if (c.check === 'less_than' && c.value !== undefined) {
      limits.maximum = c.value;
      exclusiveMaximum = !c.inclusive;
    } else if (c.check === 'string_format' && c.format === 'regex' && String(c.pattern) === String(httpScheme))
      limits.httpOnly = true;
  }
  // A whole number's exclusive bound is the next whole number in.
  if (limits.integer && exclusiveMinimum && limits.minimum !== undefined)
    limits.minimum = Math.floor(limits.minimum) + 1;
  if (limits.integer && exclusiveMaximum && limits.maximum !== undefined)
    limits.maximum = Math.ceil(limits.maximum) - 1;
  return limits;
}

const byInput = new WeakMap<$ZodType, Readonly<Record<string, FieldLimits>>>();

/**
 * The limits of a body's fields, by field (fields without one left out): of an object schema, or of
 * each member of a union of them (`{ secret_key } | { public_key, private_key }`). Computed once per schema.
 */
export function inputLimits(input: $ZodType | undefined): Readonly<Record<string, FieldLimits>> {
  if (!input) return {};
  const known = byInput.get(input);
  if (known) return known;
  const out: Record<string, FieldLimits> = {};
  const collect = (schema: $ZodType) => {
    const def = defOf(schema);
    if (wrappers.has(def.type) && def.innerType) return collect(def.innerType);
    if (def.type === 'union') return (def.options ?? []).forEach(collect);
    for (const [field, inner] of Object.entries(def.shape ?? {})) {
      const limits = fieldLimits(inner);
      if (Object.keys(limits).length && !out[field]) out[field] = limits;
    }
  };
  collect(input);
  byInput.set(input, out);
  return out;
}
