import { useFieldValue } from './useFieldValue';
import type { KindFieldProps } from './KindFieldProps';
import { isEmptyValue } from './isEmptyValue';
import { ClippedText } from './ClippedText';

/** An e-mail address cell, as text (a long one cut, whole on hover and focus). */
export function EmailKindField({ field }: KindFieldProps) {
  const value = useFieldValue(field);
  if (isEmptyValue(value)) return null;
  return <ClippedText text={String(value)} width="wide" />;
}
