import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { raScrollToTopState } from '../../../internals/raScrollToTopState';

export interface PhoneCardFrameProps {
  /** The card's title: plain text or inline content (never a link of its own when `link` is set). */
  title: ReactNode;
  /** Where the title leads, or nothing when the item cannot be opened. */
  link?: string | false;
  /** Lines under the title, each on a line of its own (secondary text). */
  lines?: readonly ReactNode[];
  /** A row of chips or short states under the lines. */
  chips?: ReactNode;
  /** The item's actions (a menu or buttons), at the card's end. */
  actions?: ReactNode;
  /** The selection checkbox, when the list selects items. */
  selection?: { checked: boolean; disabled?: boolean; label: string; onToggle: () => void };
  /** A draggable card's ref and style (the list's drag ordering, `useSortableItem`). */
  item?: { ref: (element: HTMLElement | null) => void; style: CSSProperties };
}

/**
 * One card of a phone list (presentational): selection checkbox, title (a link when `link` is
 * given), secondary lines, chips and actions. Styled by the list around it (`PhoneCards`,
 * `phoneListSx`): every control is at least 44 px.
 */
export function PhoneCardFrame({ title, link, lines = [], chips, actions, selection, item }: PhoneCardFrameProps) {
  return (
    <li className={`fw-card${selection?.checked ? ' fw-selected' : ''}`} ref={item?.ref} style={item?.style}>
      {selection && (
        <label className="fw-card-check">
          <input
            type="checkbox"
            aria-label={selection.label}
            checked={selection.checked}
            disabled={selection.disabled}
            onChange={selection.onToggle}
          />
        </label>
      )}
      <div className="fw-card-body">
        {link ? (
          <Link className="fw-card-title" to={link} state={raScrollToTopState}>
            {title}
          </Link>
        ) : (
          <span className="fw-card-title">{title}</span>
        )}
        {lines.map((line, index) => (
          <div key={index} className="fw-card-line">
            {line}
          </div>
        ))}
        {chips && <div className="fw-card-chips">{chips}</div>}
      </div>
      {actions && <div className="fw-card-actions">{actions}</div>}
    </li>
  );
}
