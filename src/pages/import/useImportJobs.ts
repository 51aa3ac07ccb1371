import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ImportJob } from '../../api/contract/importJob';
import { importEndpoints } from '../../api/contract/endpoints/serviceEndpoints';
import { useServices } from '../../framework/ServicesContext';
import { IMPORT_POLL_MS } from './pendingImports';

export interface ImportQuery {
  page: number;
  perPage: number;
  createdFrom: string;
  createdTo: string;
}

const isRunning = (job: ImportJob) => job.status === 'new' || job.status === 'processing';

/**
 * One page of `import.list` (newest first), through react-query: refreshed while an import of
 * the page is running; the page shown stays while another page or filter loads.
 */
export function useImportJobs(query: ImportQuery) {
  const { client } = useServices();
  const jobs = useQuery({
    queryKey: [importEndpoints.list.name, query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      client.call(importEndpoints.list, {
        query: {
          page: query.page,
          page_size: query.perPage,
          // Whole days: from the start of the first to the end of the last.
          created_from: query.createdFrom ? `${query.createdFrom}T00:00:00` : null,
          created_to: query.createdTo ? `${query.createdTo}T23:59:59.999Z` : null,
        },
        signal,
      }),
    refetchInterval: (current) => (current.state.data?.items.some(isRunning) ? IMPORT_POLL_MS : false),
  });
  const { refetch } = jobs;
  return {
    items: jobs.data?.items ?? null,
    meta: jobs.data?.meta ?? null,
    error: jobs.error,
    reload: () => void refetch(),
  };
}
