import { Box } from '@mui/material';
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

/**
 * The help under a field by convention, for any resource: `resources.<resource>.helpers.<key>`
 * (the field's label key: its column, or what `labelFrom` names), else the column's; none when the
 * catalog has neither.
 */
function useHelperText(field: ResolvedField, labelKey?: string) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const ownKey = `resources.${resource}.helpers.${field.column}`;
  const own = translate(ownKey, { _: '' });
  const text = labelKey ? translate(`resources.${resource}.helpers.${labelKey}`, { _: own }) : own;
  return text || undefined;
}

function Input({
  field,
  mode,
  label,
  labelKey,
}: {
  field: ResolvedField;
  mode: Mode;
  label?: string;
  labelKey?: string;
}) {
  const Component = field.declaration.input ?? kindInputs[field.kind].input;
  const onChange = useEffects(field);
  const help = useHelperText(field, labelKey);
  const disabled = mode === 'create' ? field.readOnly.create : field.readOnly.edit;
  // A disabled input greys its help out below the contrast text needs (axe): the help keeps its colour.
  const helperText =
    help && disabled ? (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {help}
      </Box>
    ) : (
      help
    );
  return (
    <Component
      source={field.source}
      field={field}
      disabled={disabled}
      {...(label ? { label } : {})}
      {...(helperText ? { helperText } : {})}
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
  const labelKey = labelFrom ? labelFrom(values) : undefined;
  const label = labelKey ? translate(`resources.${resource}.fields.${labelKey}`) : undefined;
  return <Input field={field} mode={mode} {...(label ? { label } : {})} {...(labelKey ? { labelKey } : {})} />;
}

/** An input whose label key is its column (a field named differently from its source). */
function ColumnInput({ field, mode }: { field: ResolvedField; mode: Mode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return <Input field={field} mode={mode} label={translate(`resources.${resource}.fields.${field.column}`)} />;
}

/** One input of a generated form, with its help text when the catalog has one. */
export function FormInput({ field, mode }: { field: ResolvedField; mode: Mode }) {
  const { visibleWhen, labelFrom } = field.declaration;
  if (visibleWhen || labelFrom) return <DependentInput field={field} mode={mode} />;
  return field.column !== field.source ? (
    <ColumnInput field={field} mode={mode} />
  ) : (
    <Input field={field} mode={mode} />
  );
}
