import type { ComponentType } from 'react';
import type { FieldKind } from './fieldKinds';
import type { ResolvedField } from './ResourceDeclaration';
import { ChipsField } from './fields/ChipsField';
import { CopyableField } from './fields/CopyableField';
import { EnumChipField } from './fields/EnumChipField';
import { JsonField } from './fields/JsonField';
import { ReferenceArrayKindField, ReferenceKindField } from './fields/ReferenceFields';
import { SafeUrlField } from './fields/SafeUrlField';
import { SecretField } from './fields/SecretField';
import { ShortTextField } from './fields/ShortTextField';
import {
  BooleanKindField,
  DateTimeKindField,
  EmailKindField,
  IdKindField,
  NumberKindField,
  TextKindField,
} from './fields/SimpleFields';
import { ChipsInput } from './inputs/ChipsInput';
import { EnumInput } from './inputs/EnumInput';
import type { KindInputProps } from './ResourceDeclaration';
import { JsonInput } from './inputs/JsonInput';
import { ReferenceArrayKindInput, ReferenceKindInput } from './inputs/ReferenceInputs';
import {
  BooleanFilterInput,
  BooleanKindInput,
  DateTimeKindInput,
  EmailKindInput,
  IdKindInput,
  NumberKindInput,
  SecretKindInput,
  TextareaKindInput,
  TextKindInput,
  UrlKindInput,
} from './inputs/SimpleInputs';

export interface KindComponents {
  /** List cell (reads `record[field.column]`). */
  field: ComponentType<{ field: ResolvedField }>;
  /** Form input. */
  input: ComponentType<KindInputProps>;
  /** List filter input, or null when the kind cannot be filtered on. */
  filter: ComponentType<KindInputProps> | null;
}

/** Every kind's components. A `Record` over the closed union: a kind without an entry fails type-checking. */
export const kindComponents: Record<FieldKind, KindComponents> = {
  id: { field: IdKindField, input: IdKindInput, filter: TextKindInput },
  text: { field: TextKindField, input: TextKindInput, filter: TextKindInput },
  shortText: { field: ShortTextField, input: TextKindInput, filter: TextKindInput },
  textarea: { field: ShortTextField, input: TextareaKindInput, filter: TextKindInput },
  email: { field: EmailKindField, input: EmailKindInput, filter: EmailKindInput },
  url: { field: SafeUrlField, input: UrlKindInput, filter: UrlKindInput },
  number: { field: NumberKindField, input: NumberKindInput, filter: NumberKindInput },
  boolean: { field: BooleanKindField, input: BooleanKindInput, filter: BooleanFilterInput },
  enum: { field: EnumChipField, input: EnumInput, filter: EnumInput },
  chips: { field: ChipsField, input: ChipsInput, filter: ChipsInput },
  reference: { field: ReferenceKindField, input: ReferenceKindInput, filter: ReferenceKindInput },
  referenceArray: { field: ReferenceArrayKindField, input: ReferenceArrayKindInput, filter: ReferenceArrayKindInput },
  datetime: { field: DateTimeKindField, input: DateTimeKindInput, filter: null },
  json: { field: JsonField, input: JsonInput, filter: null },
  secret: { field: SecretField, input: SecretKindInput, filter: null },
  copyable: { field: CopyableField, input: TextKindInput, filter: TextKindInput },
};
