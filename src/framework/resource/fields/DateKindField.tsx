import { LocalDate } from '../../i18n/LocalDate';
import type { KindFieldProps } from './KindFieldProps';
import { useFieldValue } from './useFieldValue';

/** A calendar day cell (`YYYY-MM-DD`) in the console's language (`LocalDate`). */
export function DateKindField({ field }: KindFieldProps) {
  const value = useFieldValue(field);
  return typeof value === 'string' ? <LocalDate value={value} /> : null;
}
