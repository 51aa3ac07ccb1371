import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';
import { useResourceScope } from '../ResourceScope';
import { FormInput } from './FormInput';
import type { FormMode } from './FormMode';

/** A section's heading and its inputs; nothing when none of its fields is shown for the current values. */
export function FieldSection({
  name,
  fields,
  mode,
}: {
  name: string;
  fields: readonly ResolvedField[];
  mode: FormMode;
}) {
  const translate = useTranslate();
  const { declaration } = useResourceScope();
  const values = useWatch() as Record<string, unknown>;
  const headingId = useId();
  if (!fields.some((field) => field.declaration.visibleWhen?.(values) ?? true)) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mt: 2, '&:first-of-type': { mt: 0 } }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1 }}>
        {translate(`resources.${declaration.name}.sections.${name}`)}
      </Typography>
      {fields.map((field) => (
        <FormInput key={field.column} field={field} mode={mode} />
      ))}
    </Box>
  );
}
