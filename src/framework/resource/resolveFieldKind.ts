import type * as z from 'zod/v4/core';
import type { FieldKind, ResolvedKind } from './fieldKinds';
import { zodDef } from '../internals/zodDef';

/** The parts of a zod 4 schema's definition the resolver reads (`zodDef`). */
interface ZodDef {
  type: string;
  innerType?: SchemaLike;
  in?: SchemaLike;
  out?: SchemaLike;
  element?: SchemaLike;
  options?: SchemaLike[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  shape?: Record<string, SchemaLike>;
  left?: SchemaLike;
  right?: SchemaLike;
  format?: string;
  checks?: z.$ZodCheck[];
  getter?: () => SchemaLike;
}

type SchemaLike = z.$ZodType;

const defOf = (schema: SchemaLike): ZodDef => zodDef<ZodDef>(schema);

/** Wrappers that only say "may be missing" (optional, nullable, default…) or wrap a value (pipe, lazy). */
const optionalWrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'nonoptional']);

/** The schema under optional/nullable/default/readonly/pipe/lazy wrappers, and whether a value may be absent. */
export function unwrapSchema(schema: SchemaLike): { schema: SchemaLike; required: boolean } {
  let current = schema;
  let required = true;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (optionalWrappers.has(def.type) && def.innerType) {
      if (def.type !== 'nonoptional') required = false;
      current = def.innerType;
    } else if (def.type === 'readonly' && def.innerType) {
      current = def.innerType;
    } else if (def.type === 'pipe' && def.in && def.out) {
      // A transform keeps the input's shape; a pipe into a schema keeps the output's.
      current = defOf(def.out).type === 'transform' ? def.in : def.out;
    } else if (def.type === 'lazy' && def.getter) {
      current = def.getter();
    } else {
      break;
    }
  }
  return { schema: current, required };
}

/** Fields of an object schema, also through wrappers and intersections (`a.and(b)`). */
export function shapeOf(schema: SchemaLike | undefined): Record<string, SchemaLike> {
  if (!schema) return {};
  const inner = unwrapSchema(schema).schema;
  const def = defOf(inner);
  if (def.type === 'object' && def.shape) return def.shape;
  if (def.type === 'intersection' && def.left && def.right) return { ...shapeOf(def.left), ...shapeOf(def.right) };
  return {};
}

const secretSource = /(^|_)(password|secret|private_key|secret_key)$/;

function enumChoices(schema: SchemaLike): string[] | undefined {
  const def = defOf(schema);
  if (def.type === 'enum' && def.entries) return Object.values(def.entries).map(String);
  if (def.type === 'literal' && def.values) return def.values.map(String);
  if (def.type === 'union' && def.options) {
    const all: string[] = [];
    for (const option of def.options) {
      const inner = unwrapSchema(option).schema;
      const choices = enumChoices(inner);
      if (!choices) return undefined;
      all.push(...choices);
    }
    return all;
  }
  return undefined;
}

function kindOfType(schema: SchemaLike, source: string): Omit<ResolvedKind, 'required'> {
  const def = defOf(schema);
  const choices = enumChoices(schema);
  if (choices) return { kind: 'enum', choices };
  switch (def.type) {
    case 'string': {
      // `z.email()` carries its format on the definition; `z.string().email()` as a check.
      const format =
        def.format ??
        def.checks
          ?.map((check) => zodDef<{ format?: string }>(check).format)
          .find((value): value is string => typeof value === 'string');
      if (format === 'email') return { kind: 'email' };
      // The contract's `Phone` (SPEC §5: '+' then digits) is a string format of its own.
      if (format === 'phone') return { kind: 'phone' };
      if (format === 'url' || format === 'httpUrl') return { kind: 'url' };
      if (format === 'datetime') return { kind: 'datetime' };
      // A calendar day (`z.iso.date()`, the contract's `Day`): no time, no time zone.
      if (format === 'date') return { kind: 'date' };
      if (secretSource.test(source)) return { kind: 'secret' };
      return { kind: 'text' };
    }
    case 'number':
    case 'int':
    case 'bigint':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'date':
      return { kind: 'datetime' };
    case 'array':
    case 'set':
    case 'tuple':
      return { kind: 'chips' };
    case 'object':
    case 'record':
    case 'map':
    case 'intersection':
      return { kind: 'json' };
    case 'union': {
      // A union of one kind (e.g. string | number ids) has that kind; otherwise plain text.
      const kinds = new Set((def.options ?? []).map((option) => kindOfType(unwrapSchema(option).schema, source).kind));
      const [only] = kinds;
      return kinds.size === 1 && only ? { kind: only } : { kind: 'text' };
    }
    default:
      return { kind: 'text' };
  }
}

/**
 * The kind of a field: the declared one when given, else inferred from its zod schema and name.
 * Rules, in order: `id` → id; `*_at` → datetime; enums (and unions of literals) → enum with their
 * choices; e-mail/phone/URL string formats → email/phone/url; the ISO date-time and date formats →
 * datetime and date; password and secret names → secret; numbers,
 * booleans; arrays → chips; objects and records → json; anything else → text. Optional, nullable,
 * default, readonly, lazy and pipe wrappers are looked through.
 */
export function resolveFieldKind(
  schemaField: SchemaLike | undefined,
  source: string,
  explicitKind?: FieldKind,
): ResolvedKind {
  const unwrapped = schemaField ? unwrapSchema(schemaField) : undefined;
  const required = unwrapped?.required ?? false;
  const inner = unwrapped?.schema;
  const inferredChoices = inner ? enumChoices(inner) : undefined;
  if (explicitKind) return { kind: explicitKind, required, ...(inferredChoices ? { choices: inferredChoices } : {}) };
  if (source === 'id') return { kind: 'id', required };
  if (source.endsWith('_at')) return { kind: 'datetime', required };
  if (!inner) return { kind: secretSource.test(source) ? 'secret' : 'text', required };
  return { ...kindOfType(inner, source), required };
}
