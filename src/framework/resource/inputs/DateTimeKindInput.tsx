import { LocalDateTimeInput } from '../../i18n/datePickers/LocalDateTimeInput';
import type { KindInputProps } from '../ResourceDeclaration';
import { kindInputProps } from './kindInputProps';
import { PickerInput } from './PickerInput';

/** A date and time in the console's language and format (an ISO instant in the form, as before); emptied: null. */
export const DateTimeKindInput = (props: KindInputProps) => (
  <PickerInput picker={LocalDateTimeInput} emptyValue={null} {...kindInputProps(props)} />
);
