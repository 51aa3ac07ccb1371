import { useId } from 'react';
import { BooleanInput } from 'react-admin';
import type { KindInputProps } from '../ResourceDeclaration';
import { kindInputProps } from './kindInputProps';

/** A switch; its help (react-admin draws it unlinked) is its accessible description. */
export function BooleanKindInput({ helperText, ...props }: KindInputProps) {
  const helpId = useId();
  if (!helperText) return <BooleanInput {...kindInputProps(props)} />;
  return (
    <BooleanInput
      {...kindInputProps(props)}
      helperText={<span id={helpId}>{helperText}</span>}
      options={{ slotProps: { input: { role: 'switch', 'aria-describedby': helpId } } }}
    />
  );
}
