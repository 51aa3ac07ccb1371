import { toJSONSchema, z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchema = { [key: string]: unknown };

export interface JsonSchemas {
  /** The schema of `schema` as it travels, with `$ref`s to the named schemas it holds. */
  of(schema: $ZodType): JsonSchema;
  /** The named schemas met so far, for `components.schemas`. */
  readonly components: Readonly<Record<string, JsonSchema>>;
}

const COMPONENTS = '#/components/schemas/';

const isEmpty = (value: unknown) => !!value && typeof value === 'object' && Object.keys(value).length === 0;

/**
 * Points zod's local `#/$defs/<name>` references at the document's components, and makes an
 * `anyOf` with an empty member (`unknown | null`: any value) the empty schema it amounts to.
 */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (!value || typeof value !== 'object') return value;
  const { anyOf, ...rest } = value as JsonSchema;
  const object = Array.isArray(anyOf) && anyOf.some(isEmpty) ? rest : (value as JsonSchema);
  return Object.fromEntries(
    Object.entries(object).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' ? inner.replace(/^#\/\$defs\//, COMPONENTS) : tidy(inner),
    ]),
  );
}

/**
 * JSON Schemas of the contract's zod schemas, converted by zod's own `toJSONSchema` (zod/mini's
 * schemas are the same zod 4 core). Each describes the wire form, the schema's input side: what a
 * request carries and what a response carries before the console parses it (an id is a string or
 * a number there; the console makes it a string). Schemas `names` names become components,
 * referenced wherever they occur; what JSON Schema cannot say (a refinement, a transform's result)
 * is left out, the simulator still checks it.
 */
export function createJsonSchemas(names: ReadonlyMap<$ZodType, string>): JsonSchemas {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const components: Record<string, JsonSchema> = {};
  return {
    components,
    of(schema) {
      const converted = toJSONSchema(schema, {
        target: 'draft-2020-12',
        io: 'input',
        metadata: registry,
        unrepresentable: 'any',
      }) as JsonSchema;
      const { $schema: _dialect, $defs, ...rest } = converted;
      for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>))
        components[id] ??= tidy(definition) as JsonSchema;
      return tidy(rest) as JsonSchema;
    },
  };
}
