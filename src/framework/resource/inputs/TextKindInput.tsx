import { TextInput } from 'react-admin';
import type { KindInputProps } from '../ResourceDeclaration';
import { kindInputProps } from './kindInputProps';

/** A line of text. */
export const TextKindInput = (props: KindInputProps) => <TextInput {...kindInputProps(props)} />;
