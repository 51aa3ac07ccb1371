import type { ComponentType } from 'react';
import type { FieldKind } from './fieldKinds';
import type { KindInputProps } from './ResourceDeclaration';
import { ChipsInput } from './inputs/ChipsInput';
import { EnumInput } from './inputs/EnumInput';
import { JsonInput } from './inputs/JsonInput';
import { ReferenceArrayKindInput } from './inputs/ReferenceArrayKindInput';
import { ReferenceKindInput } from './inputs/ReferenceKindInput';
import { BooleanFilterInput } from './inputs/BooleanFilterInput';
import { BooleanKindInput } from './inputs/BooleanKindInput';
import { DateKindInput } from './inputs/DateKindInput';
import { DateTimeKindInput } from './inputs/DateTimeKindInput';
import { EmailKindInput } from './inputs/EmailKindInput';
import { IdKindInput } from './inputs/IdKindInput';
import { NumberKindInput } from './inputs/NumberKindInput';
import { PhoneKindInput } from './inputs/PhoneKindInput';
import { SecretKindInput } from './inputs/SecretKindInput';
import { TextareaKindInput } from './inputs/TextareaKindInput';
import { TextKindInput } from './inputs/TextKindInput';
import { UrlKindInput } from './inputs/UrlKindInput';

export interface KindInputs {
  /** Form input. */
  input: ComponentType<KindInputProps>;
  /** List filter input, or null when the kind cannot be filtered on (`unfilterableKinds`). */
  filter: ComponentType<KindInputProps> | null;
}

/**
 * Every kind's form and filter inputs. A `Record` over the closed union: a kind without an entry
 * fails type-checking. Forms import it; a list loads it when it shows a filter (`listFilters`).
 */
export const kindInputs: Record<FieldKind, KindInputs> = {
  id: { input: IdKindInput, filter: TextKindInput },
  text: { input: TextKindInput, filter: TextKindInput },
  shortText: { input: TextKindInput, filter: TextKindInput },
  textarea: { input: TextareaKindInput, filter: TextKindInput },
  email: { input: EmailKindInput, filter: EmailKindInput },
  phone: { input: PhoneKindInput, filter: PhoneKindInput },
  url: { input: UrlKindInput, filter: UrlKindInput },
  number: { input: NumberKindInput, filter: NumberKindInput },
  boolean: { input: BooleanKindInput, filter: BooleanFilterInput },
  enum: { input: EnumInput, filter: EnumInput },
  chips: { input: ChipsInput, filter: ChipsInput },
  reference: { input: ReferenceKindInput, filter: ReferenceKindInput },
  referenceArray: { input: ReferenceArrayKindInput, filter: ReferenceArrayKindInput },
  date: { input: DateKindInput, filter: null },
  datetime: { input: DateTimeKindInput, filter: null },
  json: { input: JsonInput, filter: null },
  secret: { input: SecretKindInput, filter: null },
  copyable: { input: TextKindInput, filter: TextKindInput },
};

/** A list filter of the field's kind (`listFilters` loads this module when a list shows a filter). */
export function KindFilter({ kind, ...props }: KindInputProps & { kind: FieldKind }) {
  const Filter = kindInputs[kind].filter;
  return Filter ? <Filter {...props} /> : null;
}
