import { Chip } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';
import { useFieldValue } from './useFieldValue';

/** An enum value as a chip, coloured when the declaration gives colours (e.g. auth type kinds). */
export function EnumChipField({ field }: { field: ResolvedField }) {
  const value = useFieldValue(field);
  const translate = useTranslate();
  const resource = useResourceContext();
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const color = field.declaration.colors?.[text];
  return (
    <Chip
      size="small"
      label={translate(`resources.${resource}.choices.${field.column}.${text}`, { _: text })}
      sx={color ? { bgcolor: color, color: '#fff' } : undefined}
    />
  );
}
