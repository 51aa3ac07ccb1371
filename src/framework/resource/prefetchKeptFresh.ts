import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';

/**
 * How long a read made ahead counts as fresh: a view that mounts within it shows the answer
 * without reading again (react-query reads again on mount what is stale, and a prefetched answer
 * is stale as soon as it arrives). What mounts later reads anew, as it would anyway.
 */
export const freshForMs = 10_000;

/**
 * Reads `queryFn` into `queryClient` under `queryKey`, ahead of the view that will ask for it
 * there, and keeps the answer fresh for a while (as react-admin's populateQueryCache does: its time
 * of update moved ahead). A read that fails leaves nothing: the view reads again itself and reports
 * its own failure.
 */
export function prefetchKeptFresh(queryClient: QueryClient, queryKey: QueryKey, queryFn: QueryFunction): void {
  void queryClient.prefetchQuery({ queryKey, queryFn }).then(() => {
    const { data, dataUpdatedAt, status } = queryClient.getQueryState(queryKey) ?? {};
    if (status === 'success') queryClient.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt! + freshForMs });
  });
}
