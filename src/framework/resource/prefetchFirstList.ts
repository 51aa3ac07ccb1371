import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, Store } from 'react-admin';
import { raListQueryKey } from '../internals/raListQueryKey';
import { firstListRead } from './firstListRead';
import { prefetchKeptFresh } from './prefetchKeptFresh';
import type { AnyResourceDeclaration } from './ResourceDeclaration';

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
  // As react-admin's useGetList reads and keeps a page.
  prefetchKeptFresh(queryClient, raListQueryKey(read.resource, read.params), ({ signal }) =>
    dataProvider
      .getList(read.resource, { ...read.params, signal })
      .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  );
}
