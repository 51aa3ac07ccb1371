import { useId } from 'react';
import { BooleanInput, NullableBooleanInput, NumberInput, PasswordInput, TextInput } from 'react-admin';
import { LocalDateTimeInput } from '../../i18n/datePickers/LocalDateTimeInput';
import type { KindInputProps } from '../ResourceDeclaration';
import { PickerInput } from './PickerInput';

const common = ({ field, filter, ...props }: KindInputProps) => ({
  ...props,
  ...(filter ? {} : { isRequired: field.required }),
});

export const TextKindInput = (props: KindInputProps) => <TextInput {...common(props)} />;
export const TextareaKindInput = (props: KindInputProps) => (
  <TextInput {...common(props)} multiline minRows={props.filter ? 1 : 3} />
);
export const EmailKindInput = (props: KindInputProps) => (
  <TextInput {...common(props)} type={props.filter ? 'text' : 'email'} />
);
/** A phone number (SPEC §5: '+' then digits): the phone keypad on touch screens, autofill as a telephone. */
export const PhoneKindInput = (props: KindInputProps) => (
  <TextInput {...common(props)} type={props.filter ? 'text' : 'tel'} autoComplete={props.filter ? 'off' : 'tel'} />
);
export const UrlKindInput = (props: KindInputProps) => (
  <TextInput {...common(props)} type={props.filter ? 'text' : 'url'} />
);
export const NumberKindInput = (props: KindInputProps) => <NumberInput {...common(props)} />;
/** A switch; its help (react-admin draws it unlinked) is its accessible description. */
export function BooleanKindInput({ helperText, ...props }: KindInputProps) {
  const helpId = useId();
  if (!helperText) return <BooleanInput {...common(props)} />;
  return (
    <BooleanInput
      {...common(props)}
      helperText={<span id={helpId}>{helperText}</span>}
      options={{ slotProps: { input: { role: 'switch', 'aria-describedby': helpId } } }}
    />
  );
}
export const BooleanFilterInput = (props: KindInputProps) => <NullableBooleanInput {...common(props)} />;
/** A date and time in the console's language and format (an ISO instant in the form, as before). */
export const DateTimeKindInput = (props: KindInputProps) => (
  <PickerInput picker={LocalDateTimeInput} {...common(props)} />
);
export const SecretKindInput = (props: KindInputProps) => (
  <PasswordInput {...common(props)} autoComplete="new-password" />
);
/** Ids are shown, never edited. */
export const IdKindInput = (props: KindInputProps) => <TextInput {...common(props)} disabled />;
