import { NullableBooleanInput } from 'react-admin';
import type { KindInputProps } from '../ResourceDeclaration';
import { kindInputProps } from './kindInputProps';

/** A yes / no / either filter. */
export const BooleanFilterInput = (props: KindInputProps) => <NullableBooleanInput {...kindInputProps(props)} />;
