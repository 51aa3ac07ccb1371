import { useCallback, useEffect, useState } from 'react';
import type { ImportJob } from '../../api/contract/importJob';
import type { PageMeta } from '../../api/contract/common';
import { importEndpoints } from '../../api/contract/endpoints/serviceEndpoints';
import { useServices } from '../../framework/ServicesContext';
import { IMPORT_POLL_MS } from './pendingImports';

export interface ImportQuery {
  page: number;
  perPage: number;
  createdFrom: string;
  createdTo: string;
}

/** One page of `import.list` (newest first), refreshed while an import of the page is running. */
export function useImportJobs(query: ImportQuery) {
  const { client } = useServices();
  const [items, setItems] = useState<ImportJob[] | null>(null);
  const [meta, setMeta] = useState<PageMeta | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let current = true;
    client
      .call(importEndpoints.list, {
        query: {
          page: query.page,
          page_size: query.perPage,
          // Whole days: from the start of the first to the end of the last.
          created_from: query.createdFrom ? `${query.createdFrom}T00:00:00` : null,
          created_to: query.createdTo ? `${query.createdTo}T23:59:59.999Z` : null,
        },
      })
      .then(
        (page) => {
          if (!current) return;
          setItems(page.items);
          setMeta(page.meta);
          setError(null);
        },
        (failure: unknown) => current && setError(failure),
      );
    return () => {
      current = false;
    };
  }, [client, query.page, query.perPage, query.createdFrom, query.createdTo, version]);

  const running = items?.some((job) => job.status === 'new' || job.status === 'processing') ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, IMPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [running, reload]);

  return { items, meta, error, reload };
}
