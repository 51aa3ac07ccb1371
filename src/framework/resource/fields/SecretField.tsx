import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResolvedField } from '../resolveFields';
import { useFieldValue } from './useFieldValue';

/** Secrets are never displayed: a mask when a value is set. */
export function SecretField({ field }: { field: ResolvedField }) {
  const value = useFieldValue(field);
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography variant="body2" component="span" role="img" aria-label={translate('framework.field.secretHidden')}>
      ••••••
    </Typography>
  );
}
