import { useState, type MouseEvent } from 'react';
import {
  Box,
  Button as MuiButton,
  IconButton,
  InputAdornment,
  MenuList,
  Popover,
  Tooltip,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import {
  DataTable,
  DataTableColumnFilterContext,
  DataTableColumnRankContext,
  DataTableRenderContext,
  DataTableStoreContext,
  ResettableTextField,
  useStore,
  useTranslate,
} from 'react-admin';
import {
  raDataTableStoreKeys,
  type RaStoredColumnRanks,
  type RaStoredHiddenColumns,
} from '../../../reactAdminInternals';
import { useChooserColumns, type ChooserColumnsValue } from './ChooserColumns';

/** react-admin's column chooser shows its search field from this many columns on. */
const searchFrom = 6;

/** The stored ranks, followed by the positions of the columns they do not list yet (as react-admin pads them). */
const paddedRanks = (ranks: readonly number[], length: number) =>
  ranks.concat(Array.from({ length: length - ranks.length }, (_, i) => ranks.length + i));

const noHiddenColumns: string[] = [];

/** At a phone's width each column's row (its label holds the switch) is a 44 px target, as every control there. */
const optionsSx = (theme: Theme) => ({
  pt: 1,
  [theme.breakpoints.down('sm')]: {
    '& [role="option"] > label': { minHeight: '44px', display: 'flex', alignItems: 'center' },
  },
});

/**
 * What react-admin's `ColumnsSelector` shows (a search from six columns on, a switch per column
 * that also drags to reorder, reset), drawn only while the chooser is open. react-admin's own
 * draws into its button's popover, kept mounted, as soon as a list mounts: a second render ~0.1 s
 * after the list's, with its search field's autofocus forcing a layout, on every list.
 */
function ColumnChooserContent({ storeKey, columns }: ChooserColumnsValue) {
  const translate = useTranslate();
  const [columnRanks, setColumnRanks] = useStore<RaStoredColumnRanks | undefined>(
    raDataTableStoreKeys.columnRanks(storeKey),
  );
  const [, setHiddenColumns] = useStore<RaStoredHiddenColumns>(storeKey, noHiddenColumns);
  const [filter, setFilter] = useState('');
  const store = { storeKey, defaultHiddenColumns: noHiddenColumns };
  return (
    <DataTableStoreContext.Provider value={store}>
      <DataTableRenderContext.Provider value="columnsSelector">
        <Box sx={optionsSx}>
          {columns.length >= searchFrom && (
            <Box sx={{ mb: 1 }}>
              <ResettableTextField
                hiddenLabel
                label=""
                value={filter}
                onChange={(event: string | { target: { value: string } }) =>
                  setFilter(typeof event === 'string' ? event : event.target.value)
                }
                placeholder={translate('ra.action.search_columns', { _: 'Search columns' })}
                InputProps={{
                  endAdornment: (
                    <InputAdornment position="end">
                      <SearchIcon color="disabled" />
                    </InputAdornment>
                  ),
                }}
                resettable
                autoFocus
                size="small"
              />
            </Box>
          )}
          <MenuList sx={{ pt: 0 }}>
            {paddedRanks(columnRanks ?? [], columns.length).map((position, index) => {
              const column = columns[position];
              return (
                <DataTableColumnRankContext.Provider value={position} key={index}>
                  <DataTableColumnFilterContext.Provider value={filter}>
                    {column && (
                      <DataTable.Col source={column.source} {...(column.label ? { label: column.label } : {})} />
                    )}
                  </DataTableColumnFilterContext.Provider>
                </DataTableColumnRankContext.Provider>
              );
            })}
          </MenuList>
          <Box className="columns-selector-actions" sx={{ textAlign: 'center', mb: 1 }}>
            {/* MUI's button: react-admin's shows only its (absent) icon at a phone's width. */}
            <MuiButton
              size="small"
              onClick={() => {
                setColumnRanks(undefined);
                setHiddenColumns(noHiddenColumns);
              }}
            >
              {translate('ra.action.reset', { _: 'Reset' })}
            </MuiButton>
          </Box>
        </Box>
      </DataTableRenderContext.Provider>
    </DataTableStoreContext.Provider>
  );
}

/**
 * The list toolbar's column chooser, as react-admin's `ColumnsButton` looks (a button, an icon with
 * a tooltip at a phone's width) over the columns the list publishes (`usePublishChooserColumns`).
 */
export function ColumnChooserButton() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const published = useChooserColumns();
  // The anchor stays until the popover's closing transition has ended; its content goes with it.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const title = translate('ra.action.select_columns', { _: 'Columns' });
  const show = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setOpen(true);
  };
  return (
    <span>
      {phone ? (
        <Tooltip title={title}>
          <IconButton aria-label={title} color="primary" onClick={show} size="large">
            <ViewWeekIcon />
          </IconButton>
        </Tooltip>
      ) : (
        // The line height react-admin sets on its small buttons (icon alignment).
        <MuiButton size="small" onClick={show} startIcon={<ViewWeekIcon />} sx={{ lineHeight: 1.5 }}>
          {title}
        </MuiButton>
      )}
      {anchor && (
        <Popover
          open={open}
          anchorEl={anchor}
          onClose={() => setOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
          slotProps={{ transition: { onExited: () => setAnchor(null) } }}
        >
          <Box sx={{ px: 1, my: 0, minWidth: 200 }}>{published && <ColumnChooserContent {...published} />}</Box>
        </Popover>
      )}
    </span>
  );
}
