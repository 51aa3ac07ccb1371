import type { CollectionRules } from '../collectionRules';
import type { JsonSchema } from './jsonSchemas';

const onDeleteText = {
  refuse: 'deleting a referenced record is refused (409) while this one refers to it',
  cascade: 'deleting a referenced record deletes this one',
  detach: 'deleting a referenced record takes it out of this field',
} as const;

/** Whether a property's schema is a list (possibly nullable). */
const isList = (schema: JsonSchema): boolean =>
  schema.type === 'array' || (Array.isArray(schema.anyOf) && (schema.anyOf as JsonSchema[]).some(isList));

/** Words of a field's rules (collectionRules.ts) for its schema's `description`. */
function describeField(rules: CollectionRules, field: string, schema: JsonSchema): string[] {
  const words: string[] = [];
  const reference = rules.references?.[field];
  if (reference)
    words.push(
      isList(schema)
        ? `Ids of \`${reference.resource}\` records, kept without repeats (an unknown id: 422); ${onDeleteText[reference.onDelete]}.`
        : `The id of a \`${reference.resource}\` record (an unknown id: 422); ${onDeleteText[reference.onDelete]}.`,
    );
  if (rules.unique?.includes(field)) words.push('Unique: no two records share a value (422 otherwise).');
  return words;
}

/**
 * A request body's JSON Schema with its collection's rules written into its properties: write-only
 * fields marked `writeOnly` (they are in no answer), references and unique fields described. The
 * schema as it is when the collection declares no rules or the body is no inline object.
 */
export function withRuleAnnotations(body: JsonSchema, rules: CollectionRules | undefined): JsonSchema {
  const properties = body.properties as Record<string, JsonSchema> | undefined;
  if (!rules || !properties) return body;
  return {
    ...body,
    properties: Object.fromEntries(
      Object.entries(properties).map(([field, schema]) => {
        const words = describeField(rules, field, schema);
        return [
          field,
          {
            ...schema,
            ...(words.length ? { description: words.join(' ') } : {}),
            ...(rules.writeOnly?.includes(field) ? { writeOnly: true } : {}),
          },
        ];
      }),
    ),
  };
}
