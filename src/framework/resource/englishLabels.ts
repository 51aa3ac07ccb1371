import type * as z from 'zod/v4/core';
import type { resources as englishResources } from '../../../i18n/en/resources';
import type { FieldKind } from './fieldKinds';

/**
 * The labels a declaration needs in the English catalog (`i18n/en/resources.ts`), checked by the
 * type checker where the declaration is written (`defineResource`): its name
 * (`resources.<name>.name`), a label per field (`resources.<name>.fields.<column ?? source>`) and,
 * for a field whose schema lists its values (an enum), a label per value
 * (`resources.<name>.choices.<source>.<value>`). A field without one fails type-checking, the error
 * naming the key to add (`… has no English label: add resources.<name>.fields.<source> …`), instead
 * of showing the raw key on screen. Every other catalog `satisfies` the English one, so it has the
 * same keys. Choices that come from the initial data (`choicesFrom`), codes shown as they are
 * (`choicesAreCodes`: HTTP methods) and fields of another kind are not enums to label.
 *
 * A declaration whose name is no literal (`name: 'gadget' as string`: a test's fixture whose
 * messages the test brings) is not checked.
 */
type English = typeof englishResources;

type CatalogOf<N> = N extends keyof English ? English[N] : Record<string, never>;
export type FieldLabel<N> = CatalogOf<N> extends { fields: infer Labels } ? Extract<keyof Labels, string> : never;
type ChoiceLabel<N, Source> =
  CatalogOf<N> extends { choices: infer Choices }
    ? Source extends keyof Choices
      ? Extract<keyof Choices[Source], string>
      : never
    : never;

/** The literal strings of a type (`'created' | 'deleted'` of an enum), never plain `string`. */
type Literals<T> = T extends string ? (string extends T ? never : T) : never;
type ValueOf<T, Key> = T extends unknown ? (Key extends keyof T ? T[Key] : never) : never;
type EnumValues<O, In, Source> = Literals<ValueOf<O, Source> | ValueOf<In, Source>>;

type FieldHint<N extends string, Source extends string> = `add resources.${N}.fields.${Source} to i18n/en/resources.ts`;
type ChoiceHint<
  N extends string,
  Source extends string,
  Value extends string,
> = `add resources.${N}.choices.${Source}.${Value} to i18n/en/resources.ts`;

/** A field whose kind is not an enum with values to label (another kind, choices of the initial data, codes). */
type NoChoicesToLabel =
  | { kind: Exclude<FieldKind, 'enum'> }
  | { choicesFrom: string }
  | { choicesAreCodes: true }
  | { choices: readonly string[] };

/** A column of a value derived from the record (`column`): labelled by the column's key. */
type Column<N extends string, K extends string> = { source: K; column: FieldLabel<N> };

/** What a field of source `K` must carry for its labels: one object type per source, told apart by `source`. */
type LabelsOf<N extends string, O, In, K extends string> =
  K extends FieldLabel<N>
    ? [Exclude<EnumValues<O, In, K>, ChoiceLabel<N, K>>] extends [never]
      ? { source: K; column?: FieldLabel<N> }
      : | ({ source: K; column?: FieldLabel<N> } & NoChoicesToLabel)
        | { source: K; englishLabelMissing: ChoiceHint<N, K, Exclude<EnumValues<O, In, K>, ChoiceLabel<N, K>>> }
    : Column<N, K> | { source: K; englishLabelMissing: FieldHint<N, K> };

/**
 * A field (`Field`: the declaration's field type) of resource `N` whose labels the English catalog
 * has: its source's (and its enum values'), or, for a column of a value derived from the record
 * (`column`), the column's.
 */
export type LabelledField<N extends string, O, In, Keys extends string, Field> = string extends N
  ? Field
  : Field & { [K in Keys]: LabelsOf<N, O, In, K> }[Keys];

/**
 * Nothing when the English catalog names resource `N`; else a property the declaration lacks, whose
 * type names the missing entry.
 */
export type LabelledName<N extends string> = string extends N
  ? unknown
  : N extends keyof English
    ? unknown
    : { englishLabelsMissing: `${N} has no English labels: add resources.${N} to i18n/en/resources.ts` };

/** The fields (`Field` each) of a declaration of resource `N` with schemas `S` (records) and `I` (forms), labels checked. */
export type LabelledFields<
  N extends string,
  S extends z.$ZodType,
  I extends z.$ZodType,
  Field,
> = readonly LabelledField<N, z.output<S>, z.input<I>, Extract<keyof z.output<S> | keyof z.input<I>, string>, Field>[];
