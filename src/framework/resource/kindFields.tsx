import type { ComponentType } from 'react';
import type { FieldKind } from './fieldKinds';
import type { ResolvedField } from './ResourceDeclaration';
import { ChipsField } from './fields/ChipsField';
import { CopyableField } from './fields/CopyableField';
import { EnumChipField } from './fields/EnumChipField';
import { JsonField } from './fields/JsonField';
import { ReferenceArrayKindField } from './fields/ReferenceArrayKindField';
import { ReferenceKindField } from './fields/ReferenceKindField';
import { SafeUrlField } from './fields/SafeUrlField';
import { SecretField } from './fields/SecretField';
import { ShortTextField } from './fields/ShortTextField';
import { BooleanKindField } from './fields/BooleanKindField';
import { DateKindField } from './fields/DateKindField';
import { DateTimeKindField } from './fields/DateTimeKindField';
import { EmailKindField } from './fields/EmailKindField';
import { IdKindField } from './fields/IdKindField';
import { NumberKindField } from './fields/NumberKindField';
import { TextKindField } from './fields/TextKindField';

/**
 * Every kind's list field (reads `record[field.column]`). A `Record` over the closed union: a kind
 * without an entry fails type-checking. The inputs are in `kindInputs`, which lists need only when
 * a filter is shown.
 */
export const kindFields: Record<FieldKind, ComponentType<{ field: ResolvedField }>> = {
  id: IdKindField,
  text: TextKindField,
  shortText: ShortTextField,
  textarea: ShortTextField,
  email: EmailKindField,
  phone: TextKindField,
  url: SafeUrlField,
  number: NumberKindField,
  boolean: BooleanKindField,
  enum: EnumChipField,
  chips: ChipsField,
  reference: ReferenceKindField,
  referenceArray: ReferenceArrayKindField,
  date: DateKindField,
  datetime: DateTimeKindField,
  json: JsonField,
  secret: SecretField,
  copyable: CopyableField,
};
