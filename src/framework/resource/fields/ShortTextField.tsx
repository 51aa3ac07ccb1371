import type { ResolvedField } from '../ResourceDeclaration';
import { useFieldValue } from './useFieldValue';
import { ClippedText } from './ClippedText';

/** Texts longer than this are shortened (a JSON value's summary). */
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

/** A long text (note) on one line, cut where its narrow column ends: whole on hover and focus. */
export function ShortTextField({ field }: { field: ResolvedField }) {
  const value = useFieldValue(field);
  if (value === null || value === undefined || value === '') return null;
  return <ClippedText text={String(value)} width="narrow" />;
}
