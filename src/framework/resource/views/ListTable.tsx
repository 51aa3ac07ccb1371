import { Suspense, useMemo } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { DataTable, useGetResourceLabel, useTranslate, type RaRecord } from 'react-admin';
import { dataTableScroller, ScrollRegion } from '../../layout/ScrollRegion';
import { screenReaderOnly } from '../../layout/screenReaderOnly';
import { useIsPhone } from '../../layout/useIsPhone';
import { useRouteAvailable } from '../../routing/DeclaredRoutes';
import { raDataTableStoreKeys } from '../../internals/raDataTableStoreKeys';
import { CellsClipped } from '../fields/ClippedText';
import { FieldCell } from '../fields/FieldCell';
import { ReferenceLookupProvider } from '../fields/ReferenceLookupProvider';
import { pathFor, routeNameFor } from '../pathFor';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { BulkDeleteButton } from './BulkDeleteButton';
import { ColumnLabel } from './ColumnLabel';
import { usePublishChooserColumns } from '../../internals/redrawn/columns/ChooserColumns';
import { useDefaultHiddenColumns } from '../../internals/redrawn/columns/useHiddenColumns';
import { LabelledSelection } from './LabelledSelection';
import { BulkToolbarSlot } from '../../recordsList/BulkToolbarSlot';
import { KeptBulkActions } from '../../recordsList/KeptBulkActions';
import { ListBody, listBodySx } from '../../internals/redrawn/ListBody';
import { LazyPhoneList } from './phone/LazyPhoneList';
import { DragHandle } from './reorder/DragHandle';
import { useSortableParts } from './reorder/useSortableParts';
import { RowActions } from './RowActions';
import { RowActionsProvider } from './RowActionsProvider';
import { RowDeleteProvider } from './RowDelete';

/**
 * A declaration's list rows: react-admin's DataTable over the listed fields (the row menu, the
 * drag handle of a sortable list, selection and bulk actions, the row opening the edit form), or
 * below `phoneWidth` the phone cards (`PhoneList`, loaded on first use) with the same controller.
 */
export function ListTable({ sortable = false }: { sortable?: boolean }) {
  const phone = useIsPhone();
  // The cards load their own (PhoneList).
  const sortableParts = useSortableParts(sortable && !phone);
  // A sortable table shows its loading state until its draggable rows can render: rows shown
  // before would be replaced by the draggable ones (every row mounted twice, a click between lost).
  const waitingForParts = sortable && !phone && !sortableParts;
  const ft = useFrameworkTranslate();
  const { declaration, fields, parentId } = useResourceScope();
  const bulk = declaration.list?.bulkDelete;
  const bulkIds = bulk !== false && bulk?.ids !== false && declaration.delete !== false;
  // Rows open the edit form unless it is off or its route is disabled by configuration.
  const available = useRouteAvailable();
  const canEdit = declaration.edit !== false && available(routeNameFor(declaration, 'update'));
  const editable = declaration.list?.editable;
  const hasActions = (declaration.list?.actions ?? ['edit', 'delete']).length > 0;
  const listed = useMemo(() => fields.filter((field) => field.list.show), [fields]);
  // The table's columns, in its children's order, for the toolbar's column chooser. The cards
  // publish their own (PhoneList).
  usePublishChooserColumns(
    raDataTableStoreKeys.table(declaration.name),
    phone
      ? null
      : [
          ...(sortable ? [{ source: '__order', label: ft('reorder.column') }] : []),
          ...(hasActions ? [{ source: '__actions', label: ft('list.actions') }] : []),
          ...listed.map((field) => ({ source: field.column })),
        ],
  );
  const rowClick = canEdit
    ? (id: RaRecord['id'], _resource: string, record: RaRecord) =>
        editable && !editable(record)
          ? false
          : pathFor(declaration, 'update', { id, ...(parentId ? { parentId } : {}) })
    : false;
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const extraBulk = declaration.list?.bulkActions ?? [];
  const defaultHidden = useDefaultHiddenColumns();
  // Mounted above the table and the cards (KeptBulkActions); their toolbars show the buttons.
  const bulkActions = [
    ...extraBulk.map((Action, index) => <Action key={index} />),
    ...(bulkIds ? [<BulkDeleteButton key="delete" />] : []),
  ];
  const bulkButtons = bulkActions.length > 0 ? <BulkToolbarSlot /> : false;
  const rows = phone ? (
    <Suspense fallback={<LinearProgress />}>
      <LazyPhoneList bulkActionButtons={bulkButtons} rowClick={rowClick} sortable={sortable} />
    </Suspense>
  ) : (
    <LabelledSelection>
      <ScrollRegion label={getResourceLabel(declaration.name, 2)} target={dataTableScroller}>
        <ReferenceLookupProvider fields={listed}>
          <CellsClipped.Provider value={true}>
            {waitingForParts && <LinearProgress aria-label={translate('ra.page.loading')} />}
            <DataTable
              {...(waitingForParts ? { isPending: true } : {})}
              body={sortableParts ? sortableParts.SortableBody : ListBody}
              hiddenColumns={defaultHidden}
              sx={listBodySx}
              rowClick={rowClick}
              bulkActionButtons={bulkButtons}
            >
              {sortable && (
                <DataTable.Col source="__order" label={ft('reorder.column')} disableSort>
                  <DragHandle />
                </DataTable.Col>
              )}
              {hasActions && (
                // Named for screen readers only: the word would make the column of one menu button
                // wider than the button, and squeeze the values beside it.
                <DataTable.Col
                  source="__actions"
                  label={
                    <Box component="span" sx={screenReaderOnly}>
                      {ft('list.actions')}
                    </Box>
                  }
                  padding="checkbox"
                  disableSort
                >
                  <RowActions />
                </DataTable.Col>
              )}
              {listed.map((field) => (
                <DataTable.Col
                  key={field.column}
                  source={field.column}
                  label={<ColumnLabel field={field} />}
                  disableSort={!field.list.sortable}
                >
                  <FieldCell field={field} />
                </DataTable.Col>
              ))}
            </DataTable>
          </CellsClipped.Provider>
        </ReferenceLookupProvider>
      </ScrollRegion>
    </LabelledSelection>
  );
  // The row menu, the delete confirmation and the bulk actions stay open while the table and the cards trade places.
  return (
    <RowDeleteProvider>
      <RowActionsProvider>
        <KeptBulkActions actions={bulkActions}>{rows}</KeptBulkActions>
      </RowActionsProvider>
    </RowDeleteProvider>
  );
}
