import { Box } from '@mui/material';
import { kindInputs } from '../kindInputs';
import type { ResolvedField } from '../ResourceDeclaration';
import type { FormMode } from './FormMode';
import { useFieldEffects } from './useFieldEffects';
import { useFieldHelperText } from './useFieldHelperText';
import { useLockedInDemo } from './useLockedInDemo';

/** A field's input in a generated form (its own or its kind's), disabled where it is read-only, with its help. */
export function FieldInput({
  field,
  mode,
  label,
  labelKey,
}: {
  field: ResolvedField;
  mode: FormMode;
  label?: string;
  labelKey?: string;
}) {
  const Component = field.declaration.input ?? kindInputs[field.kind].input;
  const onChange = useFieldEffects(field);
  const help = useFieldHelperText(field, labelKey);
  const locked = useLockedInDemo();
  const disabled =
    (mode === 'create' ? field.readOnly.create : field.readOnly.edit) || (!!field.declaration.lockedInDemo && locked);
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
