import { useMemo } from 'react';
import { ListContextProvider, useGetList, useList, type SortPayload } from 'react-admin';
import { allPagesMeta } from '../../../providers/ResourceEndpoint';
import { useResourceScope } from '../ResourceScope';
import { usePreference } from '../usePreference';
import type { listFilters } from './listFilters';
import { ListPage } from './ListPage';
import { ListRows } from './ListRows';
import { useClientListParams, useInitialListParams } from './preferences/useClientListParams';
import { applyOrder } from './reorder/orderIds';
import { orderPreferenceKey, type OrderPreference } from './reorder/useReorder';

const noFilter = {};

/**
 * Every record (all pages, `allPagesMeta`), then paging, sorting and search in the browser ("not
 * server-driven"); its search, filters, sort and page size kept as a server-paged list's are.
 */
export function ClientList({ filters, listKey }: { filters: ReturnType<typeof listFilters>; listKey: string }) {
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
        <ListRows {...(allIds ? { allIds } : {})} />
      </ListPage>
    </ListContextProvider>
  );
}
