import { useEffect, useRef } from 'react';
import { useQueries, type Query } from '@tanstack/react-query';
import { useNotify, useStore } from 'react-admin';
import { importEndpoints } from '../../api/contract/endpoints/serviceEndpoints';
import type { ImportJob } from '../../api/contract/importJob';
import { HttpError } from '../../api/http/HttpError';
import { useServices } from '../../framework/ServicesContext';
import { IMPORT_POLL_MS, PENDING_IMPORTS_KEY, type PendingImport } from './pendingImports';

const noPending: PendingImport[] = [];
const ended = (job: ImportJob | undefined) =>
  job?.status === 'success' || job?.status === 'partial' || job?.status === 'fail';
const notifyType = { success: 'success', partial: 'warning', fail: 'error' } as const;

/**
 * Mounted in the admin layout: follows the imports started in this browser (`import.get` of each,
 * through react-query, every IMPORT_POLL_MS until it ends) and notifies their end (success, partial
 * success or failure), on whatever page the user is.
 */
export function ImportWatcher() {
  const [pending, setPending] = useStore<PendingImport[]>(PENDING_IMPORTS_KEY, noPending);
  const { client } = useServices();
  const notify = useNotify();
  const jobs = useQueries({
    queries: pending.map((item) => ({
      queryKey: [importEndpoints.get.name, item.id],
      queryFn: ({ signal }) => client.call(importEndpoints.get, { params: { id: item.id }, signal }),
      // It asks again anyway: a failed poll waits for the next one.
      retry: false,
      refetchInterval: (query: Query<ImportJob>) => (ended(query.state.data) ? false : IMPORT_POLL_MS),
    })),
    combine: (results) => results.map(({ data, error }) => ({ data, error })),
  });
  // Each end is notified once, even if the store is slow to drop the import.
  const notified = useRef(new Set<string>());

  useEffect(() => {
    const finished: string[] = [];
    pending.forEach((item, index) => {
      const { data: job, error } = jobs[index] ?? {};
      const gone = error instanceof HttpError && error.status === 404; // deleted meanwhile
      if (!gone && !ended(job)) return;
      finished.push(item.id);
      if (!job || notified.current.has(item.id)) return;
      notified.current.add(item.id);
      const args = {
        file: job.filename ?? item.filename,
        imported: job.imported,
        total: job.total,
        failed: job.total - job.imported,
        errors: job.errors.length,
      };
      const status = job.status === 'success' || job.status === 'partial' ? job.status : 'fail';
      notify(`imports.notify.${status}`, {
        type: notifyType[status],
        messageArgs: args,
        autoHideDuration: 10_000,
      });
    });
    if (finished.length) setPending((current) => current.filter((item) => !finished.includes(item.id)));
  }, [jobs, pending, notify, setPending]);

  return null;
}
