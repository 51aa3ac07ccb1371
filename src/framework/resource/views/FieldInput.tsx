import { Box } from '@mui/material';
import { inputLimits } from '../../../api/contract/rules/fieldLimits';
import { FieldRuleHelp } from '../../fieldRules/FieldRuleHelp';
import { kindInputs } from '../kindInputs';
import type { ResolvedField } from '../ResourceDeclaration';
import { useResourceScope } from '../ResourceScope';
import type { FormMode } from './FormMode';
import { useFieldEffects } from './useFieldEffects';
import { useFieldHelperText } from './useFieldHelperText';
import { useLockedInDemo } from './useLockedInDemo';

/**
 * A field's input in a generated form (its own or its kind's), disabled where it is read-only, with
 * its help and the contract's rules of the field in the call the form makes (`FieldRuleHelp`).
 */
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
  const { declaration } = useResourceScope();
  const limits = inputLimits(declaration.endpoints[mode === 'create' ? 'create' : 'update']?.input)[field.source];
  const locked = useLockedInDemo();
  const disabled =
    (mode === 'create' ? field.readOnly.create : field.readOnly.edit) || (!!field.declaration.lockedInDemo && locked);
  const rules = limits && !disabled ? <FieldRuleHelp source={field.source} limits={limits} help={help} /> : help;
  // A disabled input greys its help out below the contrast text needs (axe): the help keeps its colour.
  const helperText =
    rules && disabled ? (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {rules}
      </Box>
    ) : (
      rules
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
