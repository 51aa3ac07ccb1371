import { useEffect, useState } from 'react';
import type { Page } from '../../api/contract/common';
import type { authTypeEndpoints, userEndpoints } from '../../api/contract/endpoints/adminEndpoints';
import type { HistoryEntry } from '../../api/contract/history';
import { useServices } from '../../framework/ServicesContext';

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

/** One page of a subject's history (`user.history`, `authType.history`). */
export function useHistory(endpoint: HistoryEndpoint, id: string, query: HistoryQuery) {
  const { client } = useServices();
  const [data, setData] = useState<Page<HistoryEntry> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    setLoading(true);
    client
      .call(endpoint, {
        params: { id },
        query: {
          page: query.page,
          page_size: HISTORY_PAGE_SIZE,
          event: query.event || null,
          created_from: query.from ? `${query.from}T00:00:00` : null,
          created_to: query.to ? `${query.to}T23:59:59.999Z` : null,
        },
      })
      .then(
        (page) => current && (setData(page), setError(null)),
        (failure: unknown) => current && setError(failure),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [client, endpoint, id, query.page, query.event, query.from, query.to]);
  return { data, error, loading };
}
