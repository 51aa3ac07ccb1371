import { Children, isValidElement, useCallback, useMemo, type ReactElement, type ReactNode } from 'react';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import {
  useNavigate,
  useResourceContext,
  useStore,
  useTranslate,
  type DataTableColumnProps,
  type RaRecord,
} from 'react-admin';
import { muiClasses } from '../muiClasses';
import { raClasses } from '../raClasses';
import {
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useDataTableStoreContext,
} from '../raDataTableContexts';
import { raRowClickKeywords } from '../raRowClickKeywords';
import { raScrollToTopState } from '../raScrollToTopState';
import { listRowHeight, rowActionPadding, tableCellPadding } from '../../layout/compactComponents';
import { ListRow } from '../../resource/views/ListRow';

// The classes of react-admin's DataTable body and MUI's, so their styles apply to this hand-rendered body.
const tbodyClass = `${muiClasses.tableBody} datatable-body ${raClasses.dataTableTbody}`;

/**
 * Styles of the light body's plain cells, rows and checkboxes, set once on the table (the same
 * look as MUI's small TableCell/TableRow, tighter in the compact layout): one rule for 100 rows
 * instead of a styled component per cell.
 */
// Lengths are strings: a bare number for margin, padding, gap or borderRadius in sx is a multiple
// of the theme's spacing (8 px) or shape radius, not pixels.
export const listBodySx = (theme: Theme): SystemStyleObject<Theme> => ({
  // The header's cells as the body's beside their values (MUI's small cells have 16 px).
  [`& .${muiClasses.tableCellHead}:not(.${muiClasses.tableCellPaddingCheckbox})`]: {
    paddingLeft: cellSidePadding(theme),
    paddingRight: cellSidePadding(theme),
  },
  // A column's sort arrow takes room only once it sorts by it (MUI keeps room for it in every header).
  [`& :not(.${muiClasses.active}) > .${muiClasses.tableSortLabelIcon}`]: { display: 'none' },
  // Every row, a draggable list's (react-admin's rows) too.
  [`& .${raClasses.dataTableRow}`]: { height: listRowHeight(theme) },
  '& .fw-row:hover': { backgroundColor: theme.palette.action.hover },
  '& .fw-row.fw-selected': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
  '& .fw-cell': {
    fontFamily: theme.typography.body2.fontFamily,
    fontWeight: theme.typography.body2.fontWeight,
    // The compact layout's values a little smaller, so its rows (a two-line date's too) are lower.
    fontSize: theme.compact ? theme.typography.pxToRem(13) : theme.typography.body2.fontSize,
    lineHeight: theme.compact ? 1.3 : theme.typography.body2.lineHeight,
    letterSpacing: theme.typography.body2.letterSpacing,
    color: theme.palette.text.primary,
    display: 'table-cell',
    verticalAlign: 'inherit',
    textAlign: 'left',
    padding: tableCellPadding(theme),
    borderBottom: `1px solid ${theme.palette.mode === 'light' ? lighten(alpha(theme.palette.divider, 1), 0.88) : darken(alpha(theme.palette.divider, 1), 0.68)}`,
  },
  '& .fw-cell.fw-check': { width: 48, padding: '0 0 0 4px', textAlign: 'center' },
  // The row's menu button: a checkbox cell's padding, as its header (ResourceList).
  '& .fw-cell.column-__actions': { padding: '0 0 0 4px' },
  '& .fw-row-actions': {
    display: 'inline-flex',
    padding: rowActionPadding(theme),
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  },
  // ClippedText: a value on one line, cut where its column ends (names 6.5 em, e-mails 8.5, ids and notes 5).
  '& .fw-clip': {
    display: 'inline-block',
    maxWidth: '6.5em',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
  },
  '& .fw-clip-narrow': { maxWidth: '5em' },
  '& .fw-clip-wide': { maxWidth: '8.5em' },
  '& .fw-clip:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '& .fw-mono': { fontFamily: 'monospace' },
  // ChipList: the look of MUI's small Chip (filled, and outlined for "+N"), on one line: at most
  // two chips and the count (SPEC §9), a long label cut with an ellipsis (the chip's title has it whole).
  '& .fw-chips': { display: 'inline-flex', flexWrap: 'nowrap', gap: '4px', maxWidth: '100%' },
  '& .fw-chip': {
    display: 'inline-block',
    flexShrink: 0,
    maxWidth: '6em',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    height: 24,
    lineHeight: '24px',
    padding: '0 6px',
    borderRadius: '12px',
    fontSize: theme.typography.pxToRem(13),
    whiteSpace: 'nowrap',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.action.selected,
  },
  '& .fw-chips-wide .fw-chip': { maxWidth: '12em' },
  // ChipPlaceholders: a chip of a typical label's width, until the label arrives.
  '& .fw-chip-placeholder': { width: 72, opacity: 0.6 },
  '& .fw-chip-outlined': {
    backgroundColor: 'transparent',
    border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
  },
  '& .fw-check input': {
    width: 18,
    height: 18,
    margin: '8px',
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
  },
});

/** The side padding of `tableCellPadding`. */
const cellSidePadding = (theme: Theme) => tableCellPadding(theme).split(' ').at(-1);

const isRowClickKeyword = (link: string) => (raRowClickKeywords as readonly string[]).includes(link);

/**
 * A light DataTable body for long pages (100 rows): plain rows and cells styled once by the table
 * (see listBodySx), a native labelled checkbox per row, and each row memoised so selecting one row
 * re-renders that row only. Row click, selection (shift-click ranges included), hidden and
 * reordered columns behave as in react-admin's body.
 */
export function ListBody({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const { handleToggleItem, isRowSelectable, rowClick } = useDataTableCallbacksContext();
  // As react-admin's rows: a selection column only when the table has bulk actions (its header has one then).
  const { hasBulkActions } = useDataTableConfigContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const resource = useResourceContext() ?? '';
  const navigate = useNavigate();
  const translate = useTranslate();
  const selectLabel = translate('ra.action.select_row', { _: 'Select this row' });
  const columns = useMemo(
    () =>
      Children.toArray(children).filter(
        (child): child is ReactElement<DataTableColumnProps> =>
          isValidElement<DataTableColumnProps>(child) &&
          !hidden.includes(String(child.props.source ?? child.props.label)),
      ),
    [children, hidden],
  );
  const onRowClick = useCallback(
    async (record: RaRecord) => {
      const link = typeof rowClick === 'function' ? await rowClick(record.id, resource, record) : rowClick;
      if (typeof link === 'string' && !isRowClickKeyword(link)) navigate(link, { state: raScrollToTopState });
    },
    [rowClick, resource, navigate],
  );
  return (
    <tbody className={tbodyClass}>
      {data?.map((record, index) => (
        <ListRow
          key={record.id ?? `row${index}`}
          record={record}
          index={index}
          columns={columns}
          selected={selectedIds?.includes(record.id)}
          selectable={!isRowSelectable || isRowSelectable(record)}
          clickable={!!rowClick}
          selectLabel={selectLabel}
          onToggle={hasBulkActions ? handleToggleItem : undefined}
          onRowClick={onRowClick}
        />
      ))}
    </tbody>
  );
}
