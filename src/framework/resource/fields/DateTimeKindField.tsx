import { useContext } from 'react';
import { useFieldValue } from './useFieldValue';
import { LocalDateTime } from '../../i18n/LocalDateTime';
import type { KindFieldProps } from './KindFieldProps';
import { isEmptyValue } from './isEmptyValue';
import { CellsClipped } from './ClippedText';

/**
 * A date and time cell: in a list's table the date in digits over the time, the whole date its
 * hint (a narrow column); in a phone card the console's one format (`LocalDateTime`).
 */
export function DateTimeKindField({ field }: KindFieldProps) {
  const value = useFieldValue(field);
  const inTable = useContext(CellsClipped);
  if (isEmptyValue(value)) return null;
  return <LocalDateTime value={String(value)} short={inTable} />;
}
