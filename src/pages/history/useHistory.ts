import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { authTypeEndpoints, userEndpoints } from '../../api/contract/endpoints/adminEndpoints';
import { useServices } from '../../framework/ServicesContext';
import { localDayBound } from '../../providers/localDayRange';

/** The history endpoints: `authType.history`, `user.history` (path parameter `id`). */
export type HistoryEndpoint = typeof authTypeEndpoints.history | typeof userEndpoints.history;
/** SPEC §9: history page size 10, first page 1. */
export const HISTORY_PAGE_SIZE = 10;

export interface HistoryQuery {
  page: number;
  event: string;
  from: string;
  to: string;
}

/**
 * One page of a subject's history (`user.history`, `authType.history`), through react-query: the
 * page shown stays while the next one (another page, another filter) loads, so paging does not
 * flash an empty table. `loading` is true while a page is on its way.
 */
export function useHistory(endpoint: HistoryEndpoint, id: string, query: HistoryQuery) {
  const { client } = useServices();
  const history = useQuery({
    queryKey: [endpoint.name, id, query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      client.call(endpoint, {
        params: { id },
        query: {
          page: query.page,
          page_size: HISTORY_PAGE_SIZE,
          event: query.event || null,
          created_from: query.from ? (localDayBound('from', query.from) as string) : null,
          created_to: query.to ? (localDayBound('to', query.to) as string) : null,
        },
        signal,
      }),
  });
  return { data: history.data ?? null, error: history.error, loading: history.isFetching };
}
