import { Link, Typography } from '@mui/material';
import { safeHref } from '../../layout/safeHref';
import type { ResolvedField } from '../ResourceDeclaration';
import { useFieldValue } from './useFieldValue';

/** A URL as a link when it is http(s), else as plain text. */
export function SafeUrlField({ field }: { field: ResolvedField }) {
  const value = useFieldValue(field);
  if (value === null || value === undefined || value === '') return null;
  const href = safeHref(value);
  if (href === undefined)
    return (
      <Typography variant="body2" component="span">
        {String(value)}
      </Typography>
    );
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
      {String(value)}
    </Link>
  );
}
