import { useMemo, type ReactNode } from 'react';
import { Box, type Theme } from '@mui/material';
import { DataTable, useResourceContext, type RaRecord } from 'react-admin';
import { raDataTableStoreKeys } from '../internals/raDataTableStoreKeys';
import { usePublishChooserColumns } from '../internals/redrawn/columns/ChooserColumns';
import { dataTableScroller, ScrollRegion } from '../layout/ScrollRegion';
import { screenReaderOnly } from '../layout/screenReaderOnly';
import { LabelledSelection } from '../resource/views/LabelledSelection';
import { ListBody, listBodySx } from '../internals/redrawn/ListBody';
import type { RecordColumn } from './RecordColumn';
import { RecordValue } from './RecordValue';

export interface RecordsTableProps<R extends RaRecord> {
  label: string;
  columns: readonly RecordColumn<R>[];
  /** Selection and the buttons that act on it; none: no selection column. */
  bulkActionButtons?: ReactNode;
  /** Shown instead of the table when the list has no record. */
  empty: ReactNode;
}

/**
 * The records of the list context as react-admin's DataTable with the generic lists' body
 * (`ListBody`, `listBodySx`), named `label`, scrolling sideways in its own region when too wide.
 */
export function RecordsTable<R extends RaRecord>({ label, columns, bulkActionButtons, empty }: RecordsTableProps<R>) {
  // Under a generic list's toolbar, its column chooser hides and orders these columns.
  const resource = useResourceContext() ?? '';
  usePublishChooserColumns(
    raDataTableStoreKeys.table(resource),
    columns.map((column) => ({ source: column.source, label: column.label })),
  );
  // Keyed by the columns' sources: pages build their columns anew at every render.
  const noWrap = columns
    .filter((column) => column.noWrap)
    .map((column) => column.source)
    .join(' ');
  const sx = useMemo(() => {
    const oneLine = Object.fromEntries(
      noWrap
        .split(' ')
        .filter(Boolean)
        .map((source) => [`& .column-${source}`, { whiteSpace: 'nowrap' }]),
    );
    return (theme: Theme) => ({ ...listBodySx(theme), ...oneLine });
  }, [noWrap]);
  return (
    <LabelledSelection>
      <ScrollRegion label={label} target={dataTableScroller}>
        <DataTable
          aria-label={label}
          body={ListBody}
          sx={sx}
          rowClick={false}
          bulkActionButtons={bulkActionButtons ?? false}
          empty={empty}
        >
          {columns.map((column) => (
            <DataTable.Col
              key={column.source}
              source={column.source}
              label={column.labelHidden ? <Box sx={screenReaderOnly}>{column.label}</Box> : column.label}
              disableSort={!column.sortable}
            >
              <RecordValue column={column} />
            </DataTable.Col>
          ))}
        </DataTable>
      </ScrollRegion>
    </LabelledSelection>
  );
}
