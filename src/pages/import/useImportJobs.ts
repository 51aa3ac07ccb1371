import type { ImportJob } from '../../api/contract/importJob';
import { importEndpoints } from '../../api/contract/endpoints/serviceEndpoints';
import { localDayBound } from '../../providers/localDayRange';
import { useServices } from '../../framework/ServicesContext';
import { useQueryList } from '../../framework/recordsList/useQueryList';
import { IMPORT_POLL_MS } from './pendingImports';

/** The imports page's filter: whole days (`YYYY-MM-DD`), empty for no bound. */
export interface ImportFilter extends Record<string, unknown> {
  createdFrom: string;
  createdTo: string;
}

const noFilter: ImportFilter = { createdFrom: '', createdTo: '' };

const isRunning = (job: ImportJob) => job.status === 'uploading' || job.status === 'new' || job.status === 'processing';

/**
 * `import.list` as a list context paged by the server (newest first, 10 a page): read again while
 * an import of the page is running; the page shown stays while another page or filter loads.
 */
export function useImportJobs() {
  const { client } = useServices();
  return useQueryList<ImportJob, ImportFilter>({
    resource: 'imports',
    preferences: 'imports',
    queryKey: [importEndpoints.list.name],
    filter: noFilter,
    read: async ({ page, perPage, filter, signal }) => {
      const { items, meta } = await client.call(importEndpoints.list, {
        query: {
          page,
          page_size: perPage,
          // Whole days of the administrator's time zone, both bounds alike (as every list's date
          // range): from the start of the first to the end of the last.
          created_from: filter.createdFrom ? (localDayBound('from', filter.createdFrom) as string) : null,
          created_to: filter.createdTo ? (localDayBound('to', filter.createdTo) as string) : null,
        },
        signal,
      });
      return { data: items, total: meta.total };
    },
    refetchInterval: (page) => (page?.data.some(isRunning) ? IMPORT_POLL_MS : false),
  });
}
