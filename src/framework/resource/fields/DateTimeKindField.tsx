import { useFieldValue } from './useFieldValue';
import { LocalDateTime } from '../../i18n/LocalDateTime';
import type { KindFieldProps } from './KindFieldProps';
import { isEmptyValue } from './isEmptyValue';

/** A date and time cell in the console's one format (`LocalDateTime`). */
export function DateTimeKindField({ field }: KindFieldProps) {
  const value = useFieldValue(field);
  if (isEmptyValue(value)) return null;
  return <LocalDateTime value={String(value)} />;
}
