import { useFieldValue } from './useFieldValue';
import { LocalDateTime } from '../../i18n/LocalDateTime';
import type { KindFieldProps } from './KindFieldProps';
import { isEmptyValue } from './isEmptyValue';

/** A date and time cell: the date in digits over the time (`LocalDateTime`), the whole date its hint. */
export function DateTimeKindField({ field }: KindFieldProps) {
  const value = useFieldValue(field);
  if (isEmptyValue(value)) return null;
  return <LocalDateTime value={String(value)} short />;
}
