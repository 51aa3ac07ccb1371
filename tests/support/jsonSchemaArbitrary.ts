import fc, { type Arbitrary } from 'fast-check';

/** A JSON Schema of the OpenAPI document (the dialect zod's `toJSONSchema` writes). */
export type Schema = { [key: string]: unknown };

/** Strings that break what services often get wrong: control, bidirectional and zero-width characters, long text. */
const nastyString = fc.oneof(
  fc.constantFrom('', ' ', '   ', '\u0000', 'a\u202Eb', 'a\u200Bb', 'x\r\nSet-Cookie: a=1', 'javascript:alert(1)'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('__proto__', 'constructor', '%E0%A4%A', '../../etc/passwd', 'a'.repeat(3000)),
);

/** Any JSON value: what a field may hold when a client gets its type wrong. */
const anyJson: Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 });

function stringOf(schema: Schema): Arbitrary<string> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // a pattern fast-check cannot generate from: plain strings
    }
  }
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 60) : 30;
  return fc.string({ minLength: Math.min(minLength, maxLength), maxLength });
}

function numberOf(schema: Schema, integer: boolean): Arbitrary<number> {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? schema.exclusiveMinimum + 1
        : -1000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 100_000;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values of a JSON Schema, mostly valid, sometimes not (`invalid` of the time a node holds a value
 * of another type, a nasty string, or an object an unknown key): the generator of the contract fuzz.
 * `$ref`s resolve against the document's `components.schemas`.
 */
export function arbitraryOf(schema: Schema, components: Record<string, Schema>, invalid = 0.1): Arbitrary<unknown> {
  const of = (inner: Schema, depth: number): Arbitrary<unknown> => {
    const valid = validOf(inner, depth);
    if (invalid <= 0) return valid;
    const weight = Math.max(1, Math.round((1 - invalid) / invalid));
    return fc.oneof({ arbitrary: valid, weight }, { arbitrary: fc.oneof(anyJson, nastyString), weight: 1 });
  };
  const validOf = (inner: Schema, depth: number): Arbitrary<unknown> => {
    if (typeof inner.$ref === 'string') {
      const target = components[inner.$ref.replace('#/components/schemas/', '')];
      return target ? of(target, depth) : anyJson;
    }
    if (Array.isArray(inner.anyOf) || Array.isArray(inner.oneOf)) {
      const members = ((inner.anyOf ?? inner.oneOf) as Schema[]).map((member) => of(member, depth));
      return fc.oneof(...members);
    }
    if ('const' in inner) return fc.constant(inner.const);
    if (Array.isArray(inner.enum)) return fc.constantFrom(...(inner.enum as unknown[]));
    switch (inner.type) {
      case 'string':
        return stringOf(inner);
      case 'integer':
        return numberOf(inner, true);
      case 'number':
        return numberOf(inner, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return depth > 3 ? fc.constant([]) : fc.array(of((inner.items ?? {}) as Schema, depth + 1), { maxLength: 3 });
      case 'object':
        return objectOf(inner, depth);
      default:
        return Array.isArray(inner.type)
          ? fc.oneof(...inner.type.map((type) => of({ ...inner, type }, depth)))
          : anyJson;
    }
  };
  const objectOf = (inner: Schema, depth: number): Arbitrary<unknown> => {
    const properties = (inner.properties ?? {}) as Record<string, Schema>;
    const required = new Set((inner.required ?? []) as string[]);
    if (depth > 3) return fc.constant({});
    const fields = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, of(value, depth + 1)]));
    const record = fc.record(fields, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
    const free =
      typeof inner.additionalProperties === 'object'
        ? fc.dictionary(
            fc.string({ minLength: 1, maxLength: 8 }),
            of(inner.additionalProperties as Schema, depth + 1),
            {
              maxKeys: 3,
            },
          )
        : fc.constant({});
    const extra =
      invalid > 0
        ? fc.option(fc.tuple(fc.constantFrom('colour', 'id', 'is_admin'), anyJson), { freq: 10 })
        : fc.constant(null);
    return fc.tuple(record, free, extra).map(([known, more, unknown]) => ({
      ...more,
      ...known,
      ...(unknown ? { [unknown[0]]: unknown[1] } : {}),
    }));
  };
  return of(schema, 0);
}
