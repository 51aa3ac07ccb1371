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
  /** Cells that are the record's actions (`card: 'actions'`), shown unlabelled with its menu. */
  actions: ResolvedField[];
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
  'date',
  'datetime',
]);

/**
 * Which of a resource's list columns a phone card shows, from its declaration alone (pure): the
 * title is the field the declaration names its records by (`recordRepresentation`) when that is a
 * listed field, else the representation itself when the declaration computes it, else the first
 * listed text field (a field declared `card: 'title'` before all); then the next short text values
 * in declared order, the state values as chips, and the cells declared `card: 'actions'` with the
 * card's menu. Columns hidden from the list are never shown.
 */
export function phoneCardFields(
  declaration: Pick<AnyResourceDeclaration, 'recordRepresentation'>,
  fields: readonly ResolvedField[],
  limits: { secondary: number; chips: number } = { secondary: 2, chips: 3 },
): PhoneCardFields {
  const listed = fields.filter((field) => field.list.show);
  const representation = declaration.recordRepresentation;
  const declared = listed.find((field) => field.declaration.card === 'title');
  const named =
    typeof representation === 'string' ? listed.find((field) => field.source === representation) : undefined;
  const primary =
    declared ??
    named ??
    (typeof representation === 'function' ? null : (listed.find((field) => titleKinds.has(field.kind)) ?? null));
  const actions = listed.filter((field) => field.declaration.card === 'actions');
  const rest = listed.filter((field) => field !== primary && !actions.includes(field));
  return {
    primary,
    secondary: rest.filter((field) => lineKinds.has(field.kind)).slice(0, limits.secondary),
    chips: rest.filter((field) => chipKinds.has(field.kind)).slice(0, limits.chips),
    actions,
  };
}
