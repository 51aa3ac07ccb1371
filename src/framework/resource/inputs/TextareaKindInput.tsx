import { TextInput } from 'react-admin';
import type { KindInputProps } from '../ResourceDeclaration';
import { kindInputProps } from './kindInputProps';

/** Several lines of text (one line as a filter). */
export const TextareaKindInput = (props: KindInputProps) => (
  <TextInput {...kindInputProps(props)} multiline minRows={props.filter ? 1 : 3} />
);
