/**
 * The closed set of field kinds. Every kind has a list field, a form input and a filter input in
 * `kindComponents` (a `Record<FieldKind, …>`, so adding a kind here without components fails
 * type-checking).
 */
export const fieldKinds = [
  'id',
  'text',
  'shortText',
  'textarea',
  'email',
  'url',
  'number',
  'boolean',
  'enum',
  'chips',
  'reference',
  'referenceArray',
  'datetime',
  'json',
  'secret',
  'copyable',
] as const;

export type FieldKind = (typeof fieldKinds)[number];

/** A field's kind as resolved from its declaration and its zod schema. */
export interface ResolvedKind {
  kind: FieldKind;
  /** Allowed values of enum fields (from the schema or the declaration). */
  choices?: readonly string[];
  /** False when the schema accepts a missing, null or defaulted value. */
  required: boolean;
}
