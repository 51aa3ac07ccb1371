import { LocalDateInput } from '../../i18n/datePickers/LocalDateInput';
import type { KindInputProps } from '../ResourceDeclaration';
import { kindInputProps } from './kindInputProps';
import { PickerInput } from './PickerInput';

/** A calendar day (`YYYY-MM-DD` in the form) picked and typed in the console's language; emptied: null. */
export const DateKindInput = (props: KindInputProps) => (
  <PickerInput picker={LocalDateInput} emptyValue={null} {...kindInputProps(props)} />
);
