import { useFieldValue } from './useFieldValue';
import { numberFormat } from '../../i18n/localeFormats';
import { useCurrentLocale } from '../../i18n/useCurrentLocale';
import type { KindFieldProps } from './KindFieldProps';
import { TextKindField } from './TextKindField';

/** A number cell in the chosen language's format; anything else as text. */
export function NumberKindField({ field }: KindFieldProps) {
  const value = useFieldValue(field);
  const locale = useCurrentLocale();
  if (typeof value !== 'number') return <TextKindField field={field} />;
  return <span>{numberFormat(locale).format(value)}</span>;
}
