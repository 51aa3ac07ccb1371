import { useEffect, useRef, useState } from 'react';
import { dequal } from 'dequal';
import { useStoreContext, type ListControllerResult, type SortPayload } from 'react-admin';
import type { StoredListParams } from './tablePreferences';

/**
 * What a browser-paged list keeps: the parameters a server-paged one keeps, but its page, and its
 * sort only when chosen (not its own, which a saved drag order replaces).
 */
function paramsOf(
  list: Pick<ListControllerResult, 'sort' | 'perPage' | 'filterValues' | 'displayedFilters'>,
  ownSort: SortPayload | undefined,
) {
  const chosen = list.sort.field && (list.sort.field !== ownSort?.field || list.sort.order !== ownSort.order);
  return {
    ...(chosen ? { sort: list.sort.field, order: list.sort.order } : {}),
    perPage: list.perPage,
    filter: list.filterValues ?? {},
    displayedFilters: list.displayedFilters ?? {},
  } satisfies StoredListParams;
}

const comparable = (params: StoredListParams) => {
  const { page: _page, ...rest } = params;
  return { ...rest, filter: rest.filter ?? {}, displayedFilters: rest.displayedFilters ?? {} };
};

/** The list parameters kept under `listKey` when the list first renders (its initial search, sort, page size). */
export function useInitialListParams(listKey: string): StoredListParams {
  const store = useStoreContext();
  const [initial] = useState(() => store.getItem<StoredListParams>(listKey) ?? {});
  return initial;
}

/**
 * A browser-paged list (react-admin's `useList`) keeps its search, filters, sort and page size in
 * react-admin's store under `listKey`, as a server-paged list's controller does (`useListParams`):
 * they survive leaving the list, and `useTablePreferences` saves them to the preferences API and
 * restores them from it the same way. The list's changes are written to the store once it has its
 * records (before, its sort may still be waiting for a saved drag order); what lands in the store
 * from elsewhere (the server's copy of the preferences) is applied to the list.
 */
export function useClientListParams(
  listKey: string,
  list: ListControllerResult,
  ownSort: SortPayload | undefined,
): void {
  const store = useStoreContext();
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });

  useEffect(() => {
    const apply = (params: StoredListParams | undefined) => {
      if (!params) return;
      const current = latest.current;
      if (params.perPage && params.perPage !== current.perPage) current.setPerPage(params.perPage);
      if (params.sort && (params.sort !== current.sort.field || params.order !== current.sort.order))
        current.setSort({ field: params.sort, order: params.order === 'DESC' ? 'DESC' : 'ASC' });
      const filter = params.filter ?? {};
      const displayed = params.displayedFilters ?? {};
      if (!dequal(filter, current.filterValues ?? {}) || !dequal(displayed, current.displayedFilters ?? {}))
        current.setFilters(filter, displayed);
    };
    const unsubscribe = store.subscribe(listKey, apply);
    // What was stored between the list's first render and now (a server copy applied meanwhile).
    apply(store.getItem<StoredListParams>(listKey));
    return unsubscribe;
  }, [listKey, store]);

  const { isPending, sort, perPage, filterValues, displayedFilters } = list;
  useEffect(() => {
    if (isPending) return;
    const next = paramsOf({ sort, perPage, filterValues, displayedFilters }, ownSort);
    const current = store.getItem<StoredListParams>(listKey) ?? {};
    if (!dequal(comparable(current), comparable(next))) store.setItem(listKey, next);
  }, [isPending, sort, perPage, filterValues, displayedFilters, listKey, store, ownSort]);
}
