import { useEffect, useState } from 'react';
import { pageOf, type Page } from '../../api/contract/common';
import { HistoryEntry } from '../../api/contract/history';
import { fillPath } from '../../api/contract/paths';
import { useServices } from '../../framework/ServicesContext';

const HistoryPage = pageOf(HistoryEntry);
/** SPEC §9: history page size 10, first page 1. */
export const HISTORY_PAGE_SIZE = 10;

export interface HistoryQuery {
  page: number;
  event: string;
  from: string;
  to: string;
}

/** One page of a subject's history (`GET /user/{id}/history`, `GET /auth-type/{id}/history`). */
export function useHistory(endpoint: string, id: string, query: HistoryQuery) {
  const { client } = useServices();
  const [data, setData] = useState<Page<HistoryEntry> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let current = true;
    setLoading(true);
    client
      .request({
        method: 'GET',
        path: fillPath(endpoint, { parentId: id }),
        params: {
          page: query.page,
          page_size: HISTORY_PAGE_SIZE,
          event: query.event || null,
          created_from: query.from ? `${query.from}T00:00:00` : null,
          created_to: query.to ? `${query.to}T23:59:59.999Z` : null,
        },
        schema: HistoryPage,
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
