import { useFormContext, useWatch } from 'react-hook-form';
import { useResourceContext, useTranslate } from 'react-admin';
import { kindInputs } from '../kindInputs';
import type { ResolvedField } from '../ResourceDeclaration';

type Mode = 'create' | 'edit';
type Values = Record<string, unknown>;

/** Applies the field's `onChange` effects (other fields' values) after a user change. */
function useEffects(field: ResolvedField) {
  const { getValues, setValue } = useFormContext();
  const effect = field.declaration.onChange;
  if (!effect) return undefined;
  return () => {
    const values = getValues() as Values;
    for (const [key, value] of Object.entries(effect(values[field.source], values)))
      setValue(key, value, { shouldDirty: true });
  };
}

function Input({ field, mode, label }: { field: ResolvedField; mode: Mode; label?: string }) {
  const Component = field.declaration.input ?? kindInputs[field.kind].input;
  const onChange = useEffects(field);
  return (
    <Component
      source={field.source}
      field={field}
      disabled={mode === 'create' ? field.readOnly.create : field.readOnly.edit}
      {...(label ? { label } : {})}
      {...(onChange ? { onChange } : {})}
    />
  );
}

/** A field whose presence (`visibleWhen`) or label (`labelFrom`) follows the current values. */
function DependentInput({ field, mode }: { field: ResolvedField; mode: Mode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const values = useWatch() as Values;
  const { visibleWhen, labelFrom } = field.declaration;
  if (visibleWhen && !visibleWhen(values)) return null;
  const label = labelFrom ? translate(`resources.${resource}.fields.${labelFrom(values)}`) : undefined;
  return <Input field={field} mode={mode} {...(label ? { label } : {})} />;
}

/** An input whose label key is its column (a field named differently from its source). */
function ColumnInput({ field, mode }: { field: ResolvedField; mode: Mode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return <Input field={field} mode={mode} label={translate(`resources.${resource}.fields.${field.column}`)} />;
}

/** One input of a generated form. */
export function FormInput({ field, mode }: { field: ResolvedField; mode: Mode }) {
  const { visibleWhen, labelFrom } = field.declaration;
  if (visibleWhen || labelFrom) return <DependentInput field={field} mode={mode} />;
  return field.column !== field.source ? (
    <ColumnInput field={field} mode={mode} />
  ) : (
    <Input field={field} mode={mode} />
  );
}
