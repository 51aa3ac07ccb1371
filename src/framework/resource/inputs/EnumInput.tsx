import { SelectInput, useResourceContext, useTranslate } from 'react-admin';
import { useFieldChoices } from '../useFieldChoices';
import type { KindInputProps } from '../ResourceDeclaration';

/** An enum as a select; choice names `resources.<resource>.choices.<column>.<value>`, else the value. */
export function EnumInput({ field, filter, ...props }: KindInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const choices = (useFieldChoices(field) ?? []).map((value) => ({
    id: value,
    name: translate(`resources.${resource}.choices.${field.column}.${value}`, { _: value }),
  }));
  return <SelectInput {...props} choices={choices} translateChoice={false} isRequired={!filter && field.required} />;
}
