import { Typography } from '@mui/material';
import type { ResolvedField } from '../ResourceDeclaration';
import { useFieldValue } from './useFieldValue';
import { useFrameworkTranslate } from '../useFrameworkTranslate';

/** Secrets are never displayed: a mask when a value is set. */
export function SecretField({ field }: { field: ResolvedField }) {
  const value = useFieldValue(field);
  const ft = useFrameworkTranslate();
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography variant="body2" component="span" role="img" aria-label={ft('field.secretHidden')}>
      ••••••
    </Typography>
  );
}
