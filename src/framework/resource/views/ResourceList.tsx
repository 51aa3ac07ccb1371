import { useEffect, useMemo } from 'react';
import { Alert } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { raDataTableStoreKeys } from '../../internals/raDataTableStoreKeys';
import { resolveListFilters } from '../resolveFields';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { ClientList } from './ClientList';
import { ListPage } from './ListPage';
import { ListRows } from './ListRows';
import { listFilters, preloadFieldFilters } from './listFilters';
import { ResourceBreadcrumbs } from './ResourceBreadcrumbs';
import { TablePreferencesSync } from './TablePreferencesSync';

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
            <ListRows />
          </ListPage>
        </ListBase>
      )}
    </>
  );
}
