import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRecordSelection, type ListControllerResult, type RaRecord } from 'react-admin';
import { useSavedListState } from './useSavedListState';

export interface QueryListPage<R> {
  data: R[];
  total: number;
}

export interface QueryListOptions<R extends RaRecord, F extends Record<string, unknown>> {
  /** The list's name in react-admin's store (its selection, the table's hidden columns). */
  resource: string;
  /** What identifies the read besides the page, its size and the filter (react-query's key). */
  queryKey: readonly unknown[];
  /** Reads one page (1-based) of `perPage` records matching `filter`. */
  read: (params: { page: number; perPage: number; filter: F; signal: AbortSignal }) => Promise<QueryListPage<R>>;
  /** The filter the list starts with (`setFilters` changes it and goes back to page 1). */
  filter: F;
  perPage?: number;
  /** Off until the read can be made (what it needs is loading). */
  enabled?: boolean;
  /** Saves the page size and filter as this list's table preferences (`table.<key>`), restored on return. */
  preferences?: string;
  /** Reads the page again after this many ms while it says so (records still changing on the server). */
  refetchInterval?: (page: QueryListPage<R> | undefined) => number | false;
}

const noop = () => undefined;

/**
 * A react-admin list context over a list the server pages (`read`, through react-query): what
 * `RecordsList` and react-admin's pager read, as `useList` is for a list read whole. The page shown
 * stays while another page or filter loads (`isPlaceholderData`); no sort of its own.
 */
export function useQueryList<R extends RaRecord, F extends Record<string, unknown>>(
  options: QueryListOptions<R, F>,
): ListControllerResult<R> & { filterValues: F } {
  const { resource, queryKey, read, enabled = true, refetchInterval } = options;
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(options.perPage ?? 10);
  const [filter, setFilter] = useState<F>(options.filter);
  useSavedListState(options.preferences, { perPage, filter }, (saved) => {
    if (saved.perPage) setPerPageState(saved.perPage);
    if (saved.filter) setFilter(saved.filter);
    setPage(1);
  });
  const [selectedIds, selection] = useRecordSelection<R>({ resource, disableSyncWithStore: true });
  const query = useQuery<QueryListPage<R>>({
    queryKey: [...queryKey, { page, perPage, filter }],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => read({ page, perPage, filter, signal }),
    refetchInterval: refetchInterval ? (current) => refetchInterval(current.state.data) : false,
  });
  const setPerPage = useCallback((size: number) => {
    setPerPageState(size);
    setPage(1);
  }, []);
  const setFilters = useCallback((next: F) => {
    setFilter(next);
    setPage(1);
  }, []);
  const { data, error, isPending, isFetching, isPlaceholderData, isLoading, isPaused, refetch } = query;
  return useMemo(
    () =>
      ({
        resource,
        data: data?.data,
        total: data?.total,
        meta: undefined,
        error,
        isPending: isPending || !enabled,
        isFetching,
        isLoading,
        isPaused,
        isPlaceholderData,
        refetch,
        page,
        perPage,
        setPage,
        setPerPage,
        hasNextPage: data ? page * perPage < data.total : false,
        hasPreviousPage: page > 1,
        sort: { field: '', order: 'ASC' },
        setSort: noop,
        filterValues: filter,
        displayedFilters: {},
        setFilters,
        showFilter: noop,
        hideFilter: noop,
        selectedIds,
        onSelect: selection.select,
        onToggleItem: selection.toggle,
        onUnselectItems: selection.clearSelection,
        onSelectAll: noop,
        defaultTitle: '',
      }) as unknown as ListControllerResult<R> & { filterValues: F },
    [
      resource,
      data,
      error,
      isPending,
      enabled,
      isFetching,
      isLoading,
      isPaused,
      isPlaceholderData,
      refetch,
      page,
      perPage,
      setPerPage,
      filter,
      setFilters,
      selectedIds,
      selection,
    ],
  );
}
