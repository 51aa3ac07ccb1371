import { useCallback, useEffect, useState } from 'react';
import { ImportJob } from '../../api/contract/importJob';
import { pageOf, type PageMeta } from '../../api/contract/common';
import { useServices } from '../../framework/ServicesContext';
import { IMPORT_POLL_MS } from './pendingImports';

const ImportPage = pageOf(ImportJob);

export interface ImportQuery {
  page: number;
  perPage: number;
  createdFrom: string;
  createdTo: string;
}

/** One page of `GET /import` (newest first), refreshed while an import of the page is running. */
export function useImportJobs(query: ImportQuery) {
  const { client, paths } = useServices();
  const [items, setItems] = useState<ImportJob[] | null>(null);
  const [meta, setMeta] = useState<PageMeta | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let current = true;
    client
      .request({
        method: 'GET',
        path: paths.imports,
        params: {
          page: query.page,
          page_size: query.perPage,
          // Whole days: from the start of the first to the end of the last.
          created_from: query.createdFrom ? `${query.createdFrom}T00:00:00` : null,
          created_to: query.createdTo ? `${query.createdTo}T23:59:59.999Z` : null,
        },
        schema: ImportPage,
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
  }, [client, paths.imports, query.page, query.perPage, query.createdFrom, query.createdTo, version]);

  const running = items?.some((job) => job.status === 'new' || job.status === 'processing') ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, IMPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [running, reload]);

  return { items, meta, error, reload };
}
