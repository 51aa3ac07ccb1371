import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, Store } from 'react-admin';
import { raListQueryKey } from '../internals/raListQueryKey';
import { firstListRead } from './firstListRead';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

/**
 * How long the prefetched page counts as fresh: a list that mounts within it shows the page
 * without reading it again (react-query reads again on mount what is stale, and a prefetched page
 * is stale as soon as it arrives). What mounts later reads anew, as it would anyway.
 */
const freshForMs = 10_000;

/**
 * At a signed-in deep link to a list, starts reading the list's first page into react-admin's
 * query cache (`queryClient`, the one react-admin is given) while the console's shell is still
 * loading, instead of once the list has mounted. `firstListRead` says when it can; the list then
 * finds the page under its own query key (`raListQueryKey`), or the read on its way. A read that
 * fails leaves nothing: the list reads again itself and reports its own failure. Leaving the list
 * before the answer cancels the read, as it cancels the list's own.
 */
export function prefetchFirstList(
  queryClient: QueryClient,
  options: {
    declarations: readonly AnyResourceDeclaration[];
    dataProvider: Pick<DataProvider, 'getList'>;
    store: Store;
    /** The router's location (without the base path). */
    location: { pathname: string; search: string };
  },
): void {
  const { declarations, dataProvider, store, location } = options;
  const read = firstListRead(declarations, location, (key) => store.getItem(key));
  if (!read) return;
  const queryKey = raListQueryKey(read.resource, read.params);
  void queryClient
    .prefetchQuery({
      queryKey,
      // As react-admin's useGetList reads and keeps a page.
      queryFn: ({ signal }) =>
        dataProvider
          .getList(read.resource, { ...read.params, signal })
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    })
    .then(() => {
      const { data, dataUpdatedAt, status } = queryClient.getQueryState(queryKey) ?? {};
      // As react-admin's populateQueryCache keeps data fresh: its time of update moved ahead.
      if (status === 'success') queryClient.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt! + freshForMs });
    });
}
