import { useResourceContext, useTranslate } from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';

/**
 * The help under a field by convention, for any resource: `resources.<resource>.helpers.<key>`
 * (the field's label key: its column, or what `labelFrom` names), else the column's; none when the
 * catalog has neither.
 */
export function useFieldHelperText(field: ResolvedField, labelKey?: string) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const ownKey = `resources.${resource}.helpers.${field.column}`;
  const own = translate(ownKey, { _: '' });
  const text = labelKey ? translate(`resources.${resource}.helpers.${labelKey}`, { _: own }) : own;
  return text || undefined;
}
