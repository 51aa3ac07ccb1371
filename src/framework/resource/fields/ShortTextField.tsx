import type { ResolvedField } from '../ResourceDeclaration';
import { useFieldValue } from './useFieldValue';

/** Texts longer than this are shortened in lists. */
export const shortTextLength = 40;

/** Shortens a text to `length` characters with an ellipsis (pure). */
export function shorten(text: string, length = shortTextLength): string {
  const chars = [...text];
  return chars.length <= length
    ? text
    : `${chars
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
}

/** A long text (note) shortened in the cell; the full text is its title (a native hint, no tooltip per row). */
export function ShortTextField({ field }: { field: ResolvedField }) {
  const value = useFieldValue(field);
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const short = shorten(text);
  if (short === text) return <span>{text}</span>;
  return <span title={text}>{short}</span>;
}
