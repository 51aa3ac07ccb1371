import { createContext, useContext } from 'react';
import Tooltip from '@mui/material/Tooltip';

/**
 * Texts up to this many characters fit a cell's width (`.fw-clip` in listBodySx: 6.5 em);
 * a longer one may be cut, so it gets its whole value on hover and on focus.
 */
export const clipAfter = 14;

/**
 * True inside a list's table, whose cells cut their texts (listBodySx) and write dates short; a
 * phone card shows them whole, without a tab stop or tooltip.
 */
export const CellsClipped = createContext(false);

/** How wide a cut text may grow: `id` and `note` less than names, `email` more. */
export type ClipWidth = 'narrow' | 'normal' | 'wide';

const classOf: Record<ClipWidth, string> = {
  narrow: 'fw-clip fw-clip-narrow',
  normal: 'fw-clip',
  wide: 'fw-clip fw-clip-wide',
};

/**
 * A list cell's text on one line, cut with an ellipsis where the column ends (the table fits the
 * screen whatever the values: a 56-character e-mail cannot widen it). A text that may be cut is a
 * tab stop with a tooltip showing it whole, on hover and on keyboard focus; a screen reader reads
 * it whole in any case (only its drawing is cut).
 */
export function ClippedText({ text, width = 'normal', mono }: { text: string; width?: ClipWidth; mono?: boolean }) {
  const clipped = useContext(CellsClipped);
  const className = mono ? `${classOf[width]} fw-mono` : classOf[width];
  if (!clipped || [...text].length <= clipAfter) return <span className={className}>{text}</span>;
  return (
    <Tooltip title={text} describeChild>
      <span className={className} tabIndex={0}>
        {text}
      </span>
    </Tooltip>
  );
}
