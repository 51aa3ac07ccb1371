import { memo, type ReactElement } from 'react';
import { RecordContextProvider, type DataTableColumnProps, type Identifier, type RaRecord } from 'react-admin';
import { muiClasses } from '../../internals/muiClasses';
import { raClasses } from '../../internals/raClasses';

// The classes of react-admin's DataTable rows and MUI's table parts, so their styles apply to these hand-rendered rows.
const rowClass = `${muiClasses.tableRow} ${muiClasses.tableRowHover} ${raClasses.dataTableRow} fw-row`;
const rowEvenClass = `${rowClass} ${raClasses.dataTableRowEven}`;
const rowOddClass = `${rowClass} ${raClasses.dataTableRowOdd}`;
const checkCellClass = `${muiClasses.tableCell} ${muiClasses.tableCellBody} fw-cell fw-check`;
const cellClass = `${muiClasses.tableCell} ${muiClasses.tableCellBody} ${raClasses.dataTableRowCell} fw-cell`;

const noop = () => undefined;

interface RowProps {
  record: RaRecord;
  index: number;
  columns: readonly ReactElement<DataTableColumnProps>[];
  selected: boolean | undefined;
  selectable: boolean;
  clickable: boolean;
  selectLabel: string;
  onToggle: ((id: Identifier, event: React.MouseEvent) => void) | undefined;
  onRowClick: (record: RaRecord) => void;
}

/** One row of `ListBody`: memoised, so selecting a row re-renders that row only. */
export const ListRow = memo(function ListRow({
  record,
  index,
  columns,
  selected,
  selectable,
  clickable,
  selectLabel,
  onToggle,
  onRowClick,
}: RowProps) {
  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation();
    if (selectable) onToggle?.(record.id, event);
  };
  return (
    <RecordContextProvider value={record}>
      <tr
        className={`${index % 2 === 0 ? rowEvenClass : rowOddClass}${clickable ? ` ${raClasses.dataTableClickableRow}` : ''}${
          selected ? ` ${muiClasses.selected} fw-selected` : ''
        }`}
        onClick={() => onRowClick(record)}
      >
        {onToggle && (
          <td className={checkCellClass}>
            <input
              type="checkbox"
              className={`select-item ${raClasses.dataTableCheckbox}`}
              aria-label={selectLabel}
              checked={!!selected}
              disabled={!selectable}
              onClick={toggle}
              onChange={noop}
            />
          </td>
        )}
        {columns.map((column) => (
          <td key={column.key ?? column.props.source} className={`${cellClass} column-${column.props.source ?? ''}`}>
            {column.props.children}
          </td>
        ))}
      </tr>
    </RecordContextProvider>
  );
});
