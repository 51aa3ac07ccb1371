import { useResourceContext, useTranslate } from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';
import { FieldInput } from './FieldInput';
import type { FormMode } from './FormMode';

/** An input whose label key is its column (a field named differently from its source). */
export function ColumnInput({ field, mode }: { field: ResolvedField; mode: FormMode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return <FieldInput field={field} mode={mode} label={translate(`resources.${resource}.fields.${field.column}`)} />;
}
