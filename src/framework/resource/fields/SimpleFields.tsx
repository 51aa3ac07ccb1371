import { useLocaleState, useTranslate } from 'react-admin';
import type { ResolvedField } from '../resolveFields';
import { useFieldValue } from './useFieldValue';

type Props = { field: ResolvedField };

/** List cells are plain elements: the cell already has the body text style (a page shows up to 100 rows). */
const mono = { fontFamily: 'monospace' } as const;
const noWrap = { whiteSpace: 'nowrap' } as const;

const empty = (value: unknown) => value === null || value === undefined || value === '';

export function TextKindField({ field }: Props) {
  const value = useFieldValue(field);
  if (empty(value)) return null;
  return <span>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</span>;
}

export function IdKindField({ field }: Props) {
  const value = useFieldValue(field);
  if (empty(value)) return null;
  return <span style={mono}>{String(value)}</span>;
}

export function EmailKindField({ field }: Props) {
  const value = useFieldValue(field);
  if (empty(value)) return null;
  return <span>{String(value)}</span>;
}

export function NumberKindField({ field }: Props) {
  const value = useFieldValue(field);
  const [locale] = useLocaleState();
  if (typeof value !== 'number') return <TextKindField field={field} />;
  return <span>{new Intl.NumberFormat(locale).format(value)}</span>;
}

export function BooleanKindField({ field }: Props) {
  const value = useFieldValue(field);
  const translate = useTranslate();
  if (typeof value !== 'boolean') return null;
  return <span>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per locale (creating one costs more than formatting 100 dates). */
function dateTimeFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })));
  return format;
}

/** Formats an ISO date-time for the current locale (pure; invalid input is returned as it is). */
export function formatDateTime(value: unknown, locale: string): string {
  if (empty(value)) return '';
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  return dateTimeFormat(locale).format(date);
}

export function DateTimeKindField({ field }: Props) {
  const value = useFieldValue(field);
  const [locale] = useLocaleState();
  if (empty(value)) return null;
  return (
    <time dateTime={String(value)} style={noWrap}>
      {formatDateTime(value, locale)}
    </time>
  );
}
