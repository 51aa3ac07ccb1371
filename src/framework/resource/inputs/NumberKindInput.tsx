import { NumberInput } from 'react-admin';
import type { KindInputProps } from '../ResourceDeclaration';
import { kindInputProps } from './kindInputProps';

/** A number. */
export const NumberKindInput = (props: KindInputProps) => <NumberInput {...kindInputProps(props)} />;
