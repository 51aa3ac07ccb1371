import { useEffect, useRef } from 'react';
import { useNotify, useStore } from 'react-admin';
import { importEndpoints } from '../../api/contract/endpoints/serviceEndpoints';
import { HttpError } from '../../api/http/HttpError';
import { useServices } from '../../framework/ServicesContext';
import { IMPORT_POLL_MS, PENDING_IMPORTS_KEY, type PendingImport } from './pendingImports';

const noPending: PendingImport[] = [];

/**
 * Mounted in the admin layout: follows the imports started in this browser and notifies their end
 * (success or failure), on whatever page the user is.
 */
export function ImportWatcher() {
  const [pending, setPending] = useStore<PendingImport[]>(PENDING_IMPORTS_KEY, noPending);
  const { client } = useServices();
  const notify = useNotify();
  const busy = useRef(false);

  useEffect(() => {
    if (pending.length === 0) return;
    const poll = async () => {
      if (busy.current) return;
      busy.current = true;
      const finished: string[] = [];
      try {
        for (const item of pending) {
          try {
            const job = await client.call(importEndpoints.get, { params: { id: item.id } });
            if (job.status !== 'success' && job.status !== 'fail') continue;
            finished.push(item.id);
            const args = { file: job.filename ?? item.filename, imported: job.imported, total: job.total, errors: job.errors.length };
            notify(job.status === 'success' ? 'imports.notify.success' : 'imports.notify.fail', {
              type: job.status === 'success' ? 'success' : 'error',
              messageArgs: args,
              autoHideDuration: 10_000,
            });
          } catch (error) {
            if (error instanceof HttpError && error.status === 404) finished.push(item.id); // deleted meanwhile
          }
        }
      } finally {
        busy.current = false;
      }
      if (finished.length) setPending((current) => current.filter((item) => !finished.includes(item.id)));
    };
    const timer = setInterval(() => void poll(), IMPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [pending, client, notify, setPending]);

  return null;
}
