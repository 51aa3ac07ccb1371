import type { FieldKind } from '../../fieldKinds';
import type { AnyResourceDeclaration, ResolvedField } from '../../ResourceDeclaration';

/** What a list card shows of a record at a phone's width (see `phoneCardFields`). */
export interface PhoneCardFields {
  /** The card's title: a listed field, or `null` for the record's representation (`recordRepresentation`). */
  primary: ResolvedField | null;
  /** Up to `limits.secondary` short values under the title, each on a line of its own. */
  secondary: ResolvedField[];
  /** Up to `limits.chips` state values (enums, booleans, chips, references) in a row under them. */
  chips: ResolvedField[];
}

/** Kinds whose value can name a record (a card's title). */
const titleKinds: ReadonlySet<FieldKind> = new Set(['text', 'shortText', 'email', 'phone', 'url', 'copyable']);
/** Kinds shown as chips (or a short state) rather than as a line of text. */
const chipKinds: ReadonlySet<FieldKind> = new Set(['enum', 'boolean', 'chips', 'referenceArray']);
/** Kinds short enough for a secondary line; ids, long text, JSON and secrets stay off the card. */
const lineKinds: ReadonlySet<FieldKind> = new Set([
  'text',
  'shortText',
  'email',
  'phone',
  'url',
  'copyable',
  'reference',
  'number',
  'datetime',
]);

/**
 * Which of a resource's list columns a phone card shows, from its declaration alone (pure): the
 * title is the field the declaration names its records by (`recordRepresentation`) when that is a
 * listed field, else the representation itself when the declaration computes it, else the first
 * listed text field; then the next short text values in declared order, and the state values as
 * chips. Columns hidden from the list are never shown.
 */
export function phoneCardFields(
  declaration: Pick<AnyResourceDeclaration, 'recordRepresentation'>,
  fields: readonly ResolvedField[],
  limits: { secondary: number; chips: number } = { secondary: 2, chips: 3 },
): PhoneCardFields {
  const listed = fields.filter((field) => field.list.show);
  const representation = declaration.recordRepresentation;
  const named =
    typeof representation === 'string' ? listed.find((field) => field.source === representation) : undefined;
  const primary =
    named ??
    (typeof representation === 'function' ? null : (listed.find((field) => titleKinds.has(field.kind)) ?? null));
  const rest = listed.filter((field) => field !== primary);
  return {
    primary,
    secondary: rest.filter((field) => lineKinds.has(field.kind)).slice(0, limits.secondary),
    chips: rest.filter((field) => chipKinds.has(field.kind)).slice(0, limits.chips),
  };
}
