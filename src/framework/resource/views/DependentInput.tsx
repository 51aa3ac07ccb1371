import { useWatch } from 'react-hook-form';
import { useResourceContext, useTranslate } from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';
import { FieldInput } from './FieldInput';
import type { FormMode } from './FormMode';

/** A field whose presence (`visibleWhen`) or label (`labelFrom`) follows the current values. */
export function DependentInput({ field, mode }: { field: ResolvedField; mode: FormMode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const values = useWatch() as Record<string, unknown>;
  const { visibleWhen, labelFrom } = field.declaration;
  if (visibleWhen && !visibleWhen(values)) return null;
  const labelKey = labelFrom ? labelFrom(values) : undefined;
  const label = labelKey ? translate(`resources.${resource}.fields.${labelKey}`) : undefined;
  return <FieldInput field={field} mode={mode} {...(label ? { label } : {})} {...(labelKey ? { labelKey } : {})} />;
}
