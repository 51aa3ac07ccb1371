import { AutocompleteArrayInput, TextArrayInput, useResourceContext, useTranslate } from 'react-admin';
import { useFieldChoices } from '../useFieldChoices';
import { initChoiceName } from '../initChoiceName';
import type { KindInputProps } from '../ResourceDeclaration';

/** A list of strings: picked from the choices when the schema or the initial data lists them, else typed freely. */
export function ChipsInput({ field, filter: _filter, ...props }: KindInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const known = useFieldChoices(field);
  if (!known) return <TextArrayInput {...props} />;
  const choices = known.map((value) => ({
    id: value,
    name: translate(`resources.${resource}.choices.${field.column}.${value}`, {
      _: initChoiceName(field.declaration.choicesFrom, value),
    }),
  }));
  return <AutocompleteArrayInput {...props} choices={choices} translateChoice={false} />;
}
