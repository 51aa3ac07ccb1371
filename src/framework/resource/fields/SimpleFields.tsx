import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ResolvedField } from '../resolveFields';
import { useFieldValue } from './useFieldValue';

type Props = { field: ResolvedField };

const empty = (value: unknown) => value === null || value === undefined || value === '';

export function TextKindField({ field }: Props) {
  const value = useFieldValue(field);
  if (empty(value)) return null;
  return <Typography variant="body2" component="span">{typeof value === 'object' ? JSON.stringify(value) : String(value)}</Typography>;
}

export function IdKindField({ field }: Props) {
  const value = useFieldValue(field);
  if (empty(value)) return null;
  return <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>{String(value)}</Typography>;
}

export function EmailKindField({ field }: Props) {
  const value = useFieldValue(field);
  if (empty(value)) return null;
  return <Typography variant="body2" component="span">{String(value)}</Typography>;
}

export function NumberKindField({ field }: Props) {
  const value = useFieldValue(field);
  const [locale] = useLocaleState();
  if (typeof value !== 'number') return <TextKindField field={field} />;
  return <Typography variant="body2" component="span">{new Intl.NumberFormat(locale).format(value)}</Typography>;
}

export function BooleanKindField({ field }: Props) {
  const value = useFieldValue(field);
  const translate = useTranslate();
  if (typeof value !== 'boolean') return null;
  return <Typography variant="body2" component="span">{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</Typography>;
}

/** Formats an ISO date-time for the current locale (pure; invalid input is returned as it is). */
export function formatDateTime(value: unknown, locale: string): string {
  if (empty(value)) return '';
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function DateTimeKindField({ field }: Props) {
  const value = useFieldValue(field);
  const [locale] = useLocaleState();
  if (empty(value)) return null;
  return (
    <Typography variant="body2" component="time" dateTime={String(value)} sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(value, locale)}
    </Typography>
  );
}
