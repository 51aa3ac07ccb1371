/**
 * The closed set of field kinds. Every kind has a list field in `kindFields` and a form input and
 * a filter input in `kindInputs` (each a `Record<FieldKind, …>`, so adding a kind here without
 * components fails type-checking).
 */
export const fieldKinds = [
  'id',
  'text',
  'shortText',
  'textarea',
  'email',
  'phone',
  'url',
  'number',
  'boolean',
  'enum',
  'chips',
  'reference',
  'referenceArray',
  'date',
  'datetime',
  'json',
  'secret',
  'copyable',
] as const;

export type FieldKind = (typeof fieldKinds)[number];

/** Kinds a list cannot filter on as such (`kindInputs` has no filter for them; date and datetime filter by a range of days). */
export const unfilterableKinds: ReadonlySet<FieldKind> = new Set<FieldKind>(['date', 'datetime', 'json', 'secret']);

/** Kinds a list filters by a from/to range of calendar days (`<source>_from`, `<source>_to`). */
export const dayRangeKinds: ReadonlySet<FieldKind> = new Set<FieldKind>(['date', 'datetime']);

/** A field's kind as resolved from its declaration and its zod schema. */
export interface ResolvedKind {
  kind: FieldKind;
  /** Allowed values of enum fields (from the schema or the declaration). */
  choices?: readonly string[];
  /** False when the schema accepts a missing, null or defaulted value. */
  required: boolean;
}
