import { useContext } from 'react';
import { useRecordContext } from 'react-admin';
import { useResourceScope } from '../ResourceScope';
import { visibleActions, type Row } from './rowActionItems';
import { RowActionsOpenerContext } from './RowActionsOpener';
import { useRowActionContext } from './useRowActionContext';

/** The "more" glyph as a plain SVG (no SvgIcon component per row). */
const moreIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2"
    />
  </svg>
);

/** A row's actions: one native, labelled ("Actions for <record>") menu button styled by the table (listBodySx). */
export function RowActions() {
  const record = useRecordContext<Row>();
  const opener = useContext(RowActionsOpenerContext);
  const { declaration } = useResourceScope();
  const context = useRowActionContext();
  if (!record || !opener || visibleActions(declaration, record, context).length === 0) return null;
  const label = opener.label(record);
  return (
    <button
      type="button"
      className="fw-row-actions"
      aria-haspopup="menu"
      aria-label={label}
      title={label}
      // How the list's menu finds this row's button once the other layout has drawn it anew.
      data-row-actions={`${declaration.name}:${String(record.id)}`}
      onClick={(event) => {
        event.stopPropagation();
        opener.open(event.currentTarget, record);
      }}
    >
      {moreIcon}
    </button>
  );
}
