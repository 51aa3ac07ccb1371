import { TextInput } from 'react-admin';
import type { KindInputProps } from '../ResourceDeclaration';
import { kindInputProps } from './kindInputProps';

/** An e-mail address (plain text as a filter). */
export const EmailKindInput = (props: KindInputProps) => (
  <TextInput {...kindInputProps(props)} type={props.filter ? 'text' : 'email'} />
);
