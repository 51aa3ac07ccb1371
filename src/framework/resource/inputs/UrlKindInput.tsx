import { TextInput } from 'react-admin';
import type { KindInputProps } from '../ResourceDeclaration';
import { kindInputProps } from './kindInputProps';

/** A web address (plain text as a filter). */
export const UrlKindInput = (props: KindInputProps) => (
  <TextInput {...kindInputProps(props)} type={props.filter ? 'text' : 'url'} />
);
