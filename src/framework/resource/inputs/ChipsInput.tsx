import { AutocompleteArrayInput, TextArrayInput, useResourceContext, useTranslate } from 'react-admin';
import type { KindInputProps } from './inputProps';

/** A list of strings: picked from the choices when the schema lists them, else typed freely. */
export function ChipsInput({ field, filter: _filter, ...props }: KindInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  if (!field.choices) return <TextArrayInput {...props} />;
  const choices = field.choices.map((value) => ({
    id: value,
    name: translate(`resources.${resource}.choices.${field.column}.${value}`, { _: value }),
  }));
  return <AutocompleteArrayInput {...props} choices={choices} translateChoice={false} />;
}
