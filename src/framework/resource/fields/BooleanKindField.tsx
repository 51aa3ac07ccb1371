import { useTranslate } from 'react-admin';
import { useFieldValue } from './useFieldValue';
import type { KindFieldProps } from './KindFieldProps';

/** A yes/no cell in words of the chosen language. */
export function BooleanKindField({ field }: KindFieldProps) {
  const value = useFieldValue(field);
  const translate = useTranslate();
  if (typeof value !== 'boolean') return null;
  return <span>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
}
