import { Link, Typography } from '@mui/material';
import type { ResolvedField } from '../resolveFields';
import { useFieldValue } from './useFieldValue';

/** True only for absolute http(s) URLs: anything else (javascript:, data:, relative) is never a link. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A URL as a link when it is http(s), else as plain text. */
export function SafeUrlField({ field }: { field: ResolvedField }) {
  const value = useFieldValue(field);
  if (value === null || value === undefined || value === '') return null;
  if (!isHttpUrl(value)) return <Typography variant="body2" component="span">{String(value)}</Typography>;
  return (
    <Link href={value} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
      {value}
    </Link>
  );
}
