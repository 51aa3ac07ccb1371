import { TextInput } from 'react-admin';
import type { KindInputProps } from '../ResourceDeclaration';
import { kindInputProps } from './kindInputProps';

/** Ids are shown, never edited. */
export const IdKindInput = (props: KindInputProps) => <TextInput {...kindInputProps(props)} disabled />;
