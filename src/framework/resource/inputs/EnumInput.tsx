import { useWatch } from 'react-hook-form';
import { SelectInput, useResourceContext, useTranslate } from 'react-admin';
import { useFieldChoices } from '../useFieldChoices';
import { initChoiceName } from '../initChoiceName';
import { useLatestInitData } from '../../InitDataContext';
import type { KindInputProps } from '../ResourceDeclaration';

/**
 * An enum as a select; choice names `resources.<resource>.choices.<column>.<value>`, else the value.
 * While the initial data its choices come from loads (`choicesFrom`), the value the field already
 * has (a create form's default) is its one choice, so the select shows it instead of nothing.
 */
export function EnumInput({ field, filter, ...props }: KindInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const known = useFieldChoices(field);
  const init = useLatestInitData();
  const loading = !!field.declaration.choicesFrom && init === null;
  const current: unknown = useWatch({ name: props.source });
  const values = loading && typeof current === 'string' && current !== '' ? [current] : (known ?? []);
  const choices = values.map((value) => ({
    id: value,
    name: translate(`resources.${resource}.choices.${field.column}.${value}`, {
      _: initChoiceName(field.declaration.choicesFrom, value),
    }),
  }));
  return <SelectInput {...props} choices={choices} translateChoice={false} isRequired={!filter && field.required} />;
}
