import { useMemo } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link } from 'react-router-dom';
import {
  BulkDeleteButton,
  DataTable,
  FilterButton,
  List,
  ListContextProvider,
  ListView,
  Pagination,
  TopToolbar,
  useGetList,
  useGetResourceLabel,
  useList,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { FieldCell } from '../fields/FieldCell';
import { pathFor } from '../pathFor';
import type { ResolvedField } from '../resolveFields';
import { useResourceScope } from '../ResourceScope';
import { DeleteAllButton } from './DeleteAllButton';
import { LabelledSelection } from './LabelledSelection';
import { listFilters } from './listFilters';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { RowActions } from './RowActions';
import { useFrameworkTranslate } from '../useFrameworkTranslate';

const defaultPerPageOptions = [10, 25, 50, 100] as const;
/** Client-side lists load at most this many records in one request. */
const clientListLimit = 1000;

function ColumnLabel({ field }: { field: ResolvedField }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return <>{translate(`resources.${resource}.fields.${field.column}`, { _: field.column })}</>;
}

function Actions({ hasFilters }: { hasFilters: boolean }) {
  const translate = useTranslate();
  const { declaration, parentId } = useResourceScope();
  const bulk = declaration.list?.bulkDelete;
  return (
    <TopToolbar>
      {hasFilters && <FilterButton />}
      {bulk !== false && bulk?.filter !== false && declaration.delete !== false && <DeleteAllButton />}
      {declaration.import && !parentId && <Button component={Link} to={`/import/${declaration.name}`} size="small" startIcon={<UploadFileIcon />}>{translate('imports.button')}</Button>}
      {declaration.create !== false && (
        <Button component={Link} to={pathFor(declaration, 'create', parentId ? { parentId } : {})} size="small" startIcon={<AddIcon />}>
          {translate('ra.action.create')}
        </Button>
      )}
    </TopToolbar>
  );
}

function Table() {
  const ft = useFrameworkTranslate();
  const { declaration, fields, parentId, meta } = useResourceScope();
  const bulk = declaration.list?.bulkDelete;
  const bulkIds = bulk !== false && bulk?.ids !== false && declaration.delete !== false;
  const canEdit = declaration.edit !== false;
  const rowClick = canEdit ? (id: RaRecord['id']) => pathFor(declaration, 'update', { id, ...(parentId ? { parentId } : {}) }) : false;
  return (
    <LabelledSelection>
      <DataTable
        rowClick={rowClick}
        bulkActionButtons={bulkIds ? <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ meta }} /> : false}
      >
        <DataTable.Col source="__actions" label={ft('list.actions')} disableSort>
          <RowActions />
        </DataTable.Col>
        {fields
          .filter((field) => field.list.show)
          .map((field) => (
            <DataTable.Col key={field.column} source={field.column} label={<ColumnLabel field={field} />} disableSort={!field.list.sortable}>
              <FieldCell field={field} />
            </DataTable.Col>
          ))}
      </DataTable>
    </LabelledSelection>
  );
}

/** Every record in one request, then paging, sorting and search in the browser ("not server-driven"). */
function ClientList({ filters }: { filters: ReturnType<typeof listFilters> }) {
  const { declaration, meta, parentId } = useResourceScope();
  const options = declaration.list ?? {};
  const { data, isPending, error } = useGetList(declaration.name, {
    pagination: { page: 1, perPage: clientListLimit },
    ...(parentId ? { filter: { parentId } } : {}),
    ...(meta ? { meta } : {}),
  });
  // useList filters (`q` is its full-text filter over string fields), sorts and pages in memory.
  const listContext = useList({ data, isPending, error, perPage: options.perPage ?? 25, ...(options.sort ? { sort: options.sort } : {}) });
  return (
    <ListContextProvider value={listContext}>
      <ListView
        title={<Title />}
        filters={filters}
        actions={<Actions hasFilters={filters.length > 0} />}
        pagination={<Pagination rowsPerPageOptions={[...(options.perPageOptions ?? defaultPerPageOptions)]} />}
      >
        <Table />
      </ListView>
    </ListContextProvider>
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
  const filters = useMemo(() => listFilters(fields, options.search !== false, translate('ra.action.search')), [fields, options.search, translate]);
  return (
    <>
      <ResourceBreadcrumbs view="list" />
      {options.paging === 'client' ? (
        <ClientList filters={filters} />
      ) : (
        <List
          resource={declaration.name}
          title={<Title />}
          filters={filters}
          {...(parentId ? { filter: { parentId } } : {})}
          {...(options.sort ? { sort: options.sort } : {})}
          perPage={options.perPage ?? 25}
          queryOptions={meta ? { meta } : {}}
          actions={<Actions hasFilters={filters.length > 0} />}
          pagination={<Pagination rowsPerPageOptions={[...(options.perPageOptions ?? defaultPerPageOptions)]} />}
          storeKey={`${declaration.name}.list${parentId ? `.${parentId}` : ''}`}
          disableSyncWithLocation={!!parentId}
        >
          <Table />
        </List>
      )}
    </>
  );
}
