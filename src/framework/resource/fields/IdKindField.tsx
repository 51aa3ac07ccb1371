import { useFieldValue } from './useFieldValue';
import type { KindFieldProps } from './KindFieldProps';
import { isEmptyValue } from './isEmptyValue';
import { ClippedText } from './ClippedText';

/** An identifier cell, in a monospace font (a long one, a UUID, cut: whole on hover and focus). */
export function IdKindField({ field }: KindFieldProps) {
  const value = useFieldValue(field);
  if (isEmptyValue(value)) return null;
  return <ClippedText text={String(value)} width="narrow" mono />;
}
