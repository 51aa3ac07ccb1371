import { useFieldValue } from './useFieldValue';
import type { KindFieldProps } from './KindFieldProps';
import { isEmptyValue } from './isEmptyValue';

/** An e-mail address cell, as text. */
export function EmailKindField({ field }: KindFieldProps) {
  const value = useFieldValue(field);
  if (isEmptyValue(value)) return null;
  return <span>{String(value)}</span>;
}
