import { Tooltip, Typography } from '@mui/material';
import type { ResolvedField } from '../ResourceDeclaration';
import { shorten } from './ShortTextField';
import { useFieldValue } from './useFieldValue';

/** `key: value` pairs of an object, empty values left out (pure). */
export function summarizeJson(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map((item) => summarizeJson(item)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .filter(
      ([, item]) => item !== null && item !== undefined && item !== '' && !(Array.isArray(item) && item.length === 0),
    )
    .map(([key, item]) => `${key}: ${typeof item === 'object' ? JSON.stringify(item) : String(item)}`)
    .join(', ');
}

/** An object value summarised on one line; the full JSON is in the tooltip. */
export function JsonField({ field }: { field: ResolvedField }) {
  const value = useFieldValue(field);
  const summary = summarizeJson(value);
  if (!summary) return null;
  const full = JSON.stringify(value, null, 2);
  return (
    <Tooltip title={<pre style={{ margin: 0 }}>{full}</pre>}>
      <Typography variant="body2" component="span" title={summary}>
        {shorten(summary, 60)}
      </Typography>
    </Tooltip>
  );
}
