import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import {
  DataTable,
  ListBase,
  ListContextProvider,
  ListView,
  Pagination,
  useGetList,
  useGetResourceLabel,
  useList,
  useListContext,
  useResourceContext,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { dataTableScroller, ScrollRegion } from '../../layout/ScrollRegion';
import { screenReaderOnly } from '../../layout/screenReaderOnly';
import { listPageSizes } from '../../layout/ConsoleTablePagination';
import { FieldCell } from '../fields/FieldCell';
import { pathFor, routeNameFor } from '../pathFor';
import { useRouteAvailable } from '../../routing/DeclaredRoutes';
import type { ResolvedField } from '../ResourceDeclaration';
import { useResourceScope } from '../ResourceScope';
import { ListActions } from './ListActions';
import { LoadMore } from './LoadMore';
import { allPagesMeta } from '../../../providers/ResourceEndpoint';
import { useTablePreferences } from './preferences/useTablePreferences';
import { useClientListParams, useInitialListParams } from './preferences/useClientListParams';
import { LabelledSelection } from './LabelledSelection';
import { listFilters, preloadFieldFilters } from './listFilters';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { ListBody, listBodySx } from './ListBody';
import { EmptyList } from './EmptyList';
import { DeferredListData } from './DeferredListData';
import { ViewFormSyncProvider } from './savedViews/ViewFormSync';
import { ReferenceLookupProvider } from '../fields/ReferenceLookup';
import { RowActions, RowActionsProvider } from './RowActions';
import { RowDeleteProvider } from './RowDelete';
import { BulkDeleteButton } from './BulkDeleteButton';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { usePreference } from '../usePreference';
import { applyOrder } from './reorder/orderIds';
import { DragHandle, ReorderProvider } from './reorder/ReorderContext';
import { useSortableParts } from './reorder/useSortableParts';
import { orderPreferenceKey, useReorder, type OrderPreference } from './reorder/useReorder';
import { raClasses } from '../../internals/raClasses';
import { raDataTableStoreKeys } from '../../internals/raDataTableStoreKeys';
import { LazyPhoneList } from './phone/LazyPhoneList';
import { useIsPhone } from '../../layout/useIsPhone';
import { ChooserColumnsProvider, usePublishChooserColumns } from './columns/ChooserColumns';
import { useDefaultHiddenColumns } from './columns/useHiddenColumns';
import { resolveListFilters } from '../resolveFields';

/**
 * The list's main column is a flex item that would otherwise grow to the table's width and widen
 * the page in a narrow window; with min-width 0 the table scrolls in its own region instead.
 */
const listSx = { [`& .${raClasses.listMain}`]: { minWidth: 0 } } as const;

const defaultPerPageOptions = listPageSizes;
const noFilter = {};

function ColumnLabel({ field }: { field: ResolvedField }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return <>{translate(`resources.${resource}.fields.${field.column}`, { _: field.column })}</>;
}

/**
 * Drag ordering around the table (declaration `list.reorder`), with a progress bar while the order
 * saves. A server-kept order (priorities) is dragged only while the list shows that order: sorted
 * by another column, the visible order is not the priorities, and a drop would rewrite them all.
 */
function SortableTable({ allIds }: { allIds?: readonly Identifier[] }) {
  const ft = useFrameworkTranslate();
  const translate = useTranslate();
  const { onDrop, saving } = useReorder(allIds);
  const { declaration } = useResourceScope();
  const { sort, setSort } = useListContext();
  const own = declaration.list?.sort;
  if (declaration.endpoints.priorities && own && (sort.field !== own.field || sort.order !== own.order)) {
    const field = translate(`resources.${declaration.name}.fields.${own.field}`, { _: own.field });
    return (
      <>
        <Alert
          severity="info"
          action={
            <Button size="small" onClick={() => setSort(own)}>
              {ft('reorder.restoreOrder', { field })}
            </Button>
          }
        >
          {ft('reorder.onlyInOrder', { field })}
        </Alert>
        <Table />
      </>
    );
  }
  return (
    <ReorderProvider onDrop={onDrop}>
      {saving && <LinearProgress aria-label={ft('reorder.saving')} />}
      <Table sortable />
    </ReorderProvider>
  );
}

function Table({ sortable = false }: { sortable?: boolean }) {
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
  const bulkButtons =
    bulkIds || extraBulk.length > 0 ? (
      <>
        {extraBulk.map((Action, index) => (
          <Action key={index} />
        ))}
        {bulkIds && <BulkDeleteButton />}
      </>
    ) : (
      false
    );
  if (phone)
    return (
      <Suspense fallback={<LinearProgress />}>
        <LazyPhoneList bulkActionButtons={bulkButtons} rowClick={rowClick} sortable={sortable} />
      </Suspense>
    );
  return (
    <LabelledSelection>
      <RowDeleteProvider>
        <RowActionsProvider>
          <ScrollRegion label={getResourceLabel(declaration.name, 2)} target={dataTableScroller}>
            <ReferenceLookupProvider fields={listed}>
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
            </ReferenceLookupProvider>
          </ScrollRegion>
        </RowActionsProvider>
      </RowDeleteProvider>
    </LabelledSelection>
  );
}

/** The page's records: the declaration's own view of them (`list.rows`), else the (sortable) table or cards. */
function Rows({ allIds }: { allIds?: readonly Identifier[] }) {
  const { declaration } = useResourceScope();
  const Own = declaration.list?.rows;
  if (Own) return <Own />;
  if (declaration.list?.reorder) return <SortableTable {...(allIds ? { allIds } : {})} />;
  return <Table />;
}

/**
 * The list's preferences kept with the server (useTablePreferences). A component of its own: the
 * server's answer re-renders it alone, not the whole list page (toolbar, filters, rows) around it.
 * The list renders at once with the local copy; the server copy is applied when it differs.
 */
function TablePreferencesSync(props: { resource: string; listKey: string | null; columnsKey: string }) {
  useTablePreferences(props.resource, props.listKey, props.columnsKey);
  return null;
}

/**
 * Every record (all pages, `allPagesMeta`), then paging, sorting and search in the browser ("not
 * server-driven"); its search, filters, sort and page size kept as a server-paged list's are.
 */
function ClientList({ filters, listKey }: { filters: ReturnType<typeof listFilters>; listKey: string }) {
  const { declaration, meta, parentId } = useResourceScope();
  const options = declaration.list ?? {};
  const { data, isPending, error } = useGetList(declaration.name, {
    ...(parentId ? { filter: { parentId } } : {}),
    meta: { ...meta, ...allPagesMeta },
  });
  const stored = useInitialListParams(listKey);
  // A drag order saved as a preference replaces the default sort (a column header still sorts).
  const reorder = !!options.reorder && !declaration.endpoints.priorities;
  const saved = usePreference<OrderPreference>(orderPreferenceKey(declaration.name), reorder);
  const order = saved.value?.ids;
  const ordered = useMemo(() => (data ? applyOrder(data, order) : data), [data, order]);
  const allIds = useMemo(() => ordered?.map((record) => record.id), [ordered]);
  // useList filters (`q` is its full-text filter over string fields), sorts and pages in memory.
  const storedSort: SortPayload | undefined = stored.sort
    ? { field: stored.sort, order: stored.order === 'DESC' ? 'DESC' : 'ASC' }
    : undefined;
  const sort = storedSort ?? (options.sort && !order?.length ? options.sort : undefined);
  const listContext = useList({
    data: ordered,
    isPending: isPending || (reorder && !saved.loaded),
    error,
    perPage: stored.perPage ?? options.perPage ?? 25,
    filter: stored.filter ?? noFilter,
    ...(sort ? { sort } : {}),
  });
  useClientListParams(listKey, listContext, options.sort);
  return (
    <ListContextProvider value={listContext}>
      <ListPage filters={filters}>
        <Rows {...(allIds ? { allIds } : {})} />
      </ListPage>
    </ListContextProvider>
  );
}

/** The list's page under its controller (either kind): toolbar, filters, the rows (deferred), paging. */
function ListPage({ filters, children }: { filters: ReturnType<typeof listFilters>; children: ReactNode }) {
  const { declaration } = useResourceScope();
  const options = declaration.list ?? {};
  return (
    <ViewFormSyncProvider>
      <ChooserColumnsProvider>
        <DeferredListData>
          <ListView
            sx={listSx}
            title={<Title />}
            filters={filters}
            actions={<ListActions hasFilters={filters.length > 0} />}
            empty={<EmptyList />}
            pagination={<Pagination rowsPerPageOptions={[...(options.perPageOptions ?? defaultPerPageOptions)]} />}
          >
            {children}
            <LoadMore step={options.perPage ?? 25} />
          </ListView>
        </DeferredListData>
      </ChooserColumnsProvider>
    </ViewFormSyncProvider>
  );
}

function Title() {
  const { declaration } = useResourceScope();
  return <>{useGetResourceLabel()(declaration.name, 2)}</>;
}

/** `{path}`: the declaration's list (columns, filters, search, paging, selection, bulk and row actions). */
export function ResourceList() {
  const translate = useTranslate();
  const { declaration, fields, parentId, meta } = useResourceScope();
  const options = declaration.list ?? {};
  const ft = useFrameworkTranslate();
  // The fields' filters, then the list's own (`list.filters`).
  const filterFields = useMemo(() => [...fields, ...resolveListFilters(declaration)], [fields, declaration]);
  const filters = useMemo(
    () =>
      listFilters(filterFields, options.search !== false, {
        search: translate('ra.action.search'),
        range: (field, bound) =>
          ft(bound === 'from' ? 'filter.from' : 'filter.to', {
            field: translate(`resources.${declaration.name}.fields.${field.column}`, { _: field.column }),
          }),
      }),
    [filterFields, options.search, translate, ft, declaration.name],
  );
  useEffect(() => preloadFieldFilters(filterFields), [filterFields]);
  const listKey = `${declaration.name}.list${parentId ? `.${parentId}` : ''}`;
  return (
    <>
      <TablePreferencesSync
        resource={declaration.name}
        listKey={listKey}
        columnsKey={raDataTableStoreKeys.table(declaration.name)}
      />
      <ResourceBreadcrumbs view="list" />
      {options.notice && <Alert severity="info">{translate(`resources.${declaration.name}.notice`)}</Alert>}
      {options.paging === 'client' ? (
        <ClientList filters={filters} listKey={listKey} />
      ) : (
        // react-admin's <List> (ListBase + ListView), with the rows' render deferred between them.
        <ListBase
          resource={declaration.name}
          {...(parentId ? { filter: { parentId } } : {})}
          {...(options.sort ? { sort: options.sort } : {})}
          perPage={options.perPage ?? 25}
          queryOptions={meta ? { meta } : {}}
          storeKey={listKey}
          disableSyncWithLocation={!!parentId}
          offline={false}
        >
          <ListPage filters={filters}>
            <Rows />
          </ListPage>
        </ListBase>
      )}
    </>
  );
}
