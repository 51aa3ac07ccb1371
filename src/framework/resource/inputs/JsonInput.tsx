import { TextInput } from 'react-admin';
import type { KindInputProps } from '../ResourceDeclaration';

/** Object values are edited as JSON text; `prepareValues` parses it before validation and submit. */
export const formatJson = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

export function JsonInput({ field: _field, filter: _filter, ...props }: KindInputProps) {
  return <TextInput {...props} multiline minRows={3} format={formatJson} parse={(text: string) => text} />;
}
