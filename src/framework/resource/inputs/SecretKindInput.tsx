import { PasswordInput } from 'react-admin';
import type { KindInputProps } from '../ResourceDeclaration';
import { kindInputProps } from './kindInputProps';

/** A secret, typed masked; never filled in by the browser. */
export const SecretKindInput = (props: KindInputProps) => (
  <PasswordInput {...kindInputProps(props)} autoComplete="new-password" />
);
