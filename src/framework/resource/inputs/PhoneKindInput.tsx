import { TextInput } from 'react-admin';
import type { KindInputProps } from '../ResourceDeclaration';
import { kindInputProps } from './kindInputProps';

/** A phone number (SPEC §5: '+' then digits): the phone keypad on touch screens, autofill as a telephone. */
export const PhoneKindInput = (props: KindInputProps) => (
  <TextInput
    {...kindInputProps(props)}
    type={props.filter ? 'text' : 'tel'}
    autoComplete={props.filter ? 'off' : 'tel'}
  />
);
