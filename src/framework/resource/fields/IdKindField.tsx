import { useFieldValue } from './useFieldValue';
import type { KindFieldProps } from './KindFieldProps';
import { isEmptyValue } from './isEmptyValue';

const mono = { fontFamily: 'monospace' } as const;

/** An identifier cell, in a monospace font. */
export function IdKindField({ field }: KindFieldProps) {
  const value = useFieldValue(field);
  if (isEmptyValue(value)) return null;
  return <span style={mono}>{String(value)}</span>;
}
