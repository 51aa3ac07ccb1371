import { useTranslate } from 'react-admin';
import type { ResolvedField } from '../ResourceDeclaration';
import { useFieldValue } from './useFieldValue';
import { numberFormat } from '../../i18n/localeFormats';
import { useCurrentLocale } from '../../i18n/useCurrentLocale';
import { LocalDateTime } from '../../i18n/LocalDateTime';

type Props = { field: ResolvedField };

/** List cells are plain elements: the cell already has the body text style (a page shows up to 100 rows). */
const mono = { fontFamily: 'monospace' } as const;

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
  const locale = useCurrentLocale();
  if (typeof value !== 'number') return <TextKindField field={field} />;
  return <span>{numberFormat(locale).format(value)}</span>;
}

export function BooleanKindField({ field }: Props) {
  const value = useFieldValue(field);
  const translate = useTranslate();
  if (typeof value !== 'boolean') return null;
  return <span>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
}

export function DateTimeKindField({ field }: Props) {
  const value = useFieldValue(field);
  if (empty(value)) return null;
  return <LocalDateTime value={String(value)} />;
}
