import { ClippedText } from './ClippedText';
import { isEmptyValue } from './isEmptyValue';
import type { KindFieldProps } from './KindFieldProps';
import { useFieldValue } from './useFieldValue';

/** List cells are plain elements: the cell already has the body text style (a page shows up to 100 rows). */
export function TextKindField({ field }: KindFieldProps) {
  const value = useFieldValue(field);
  if (isEmptyValue(value)) return null;
  return <ClippedText text={typeof value === 'object' ? JSON.stringify(value) : String(value)} />;
}
