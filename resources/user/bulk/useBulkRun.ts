import { useState } from 'react';
import { useListContext, useRefresh } from 'react-admin';
import { runBounded, type BulkSummary } from './runBounded';

/** At most this many requests of a bulk action run at the same time. */
export const bulkConcurrency = 4;

/** State of a bulk action over the selected rows: progress, summary, and the run itself. */
export function useBulkRun() {
  const { selectedIds, onUnselectItems, data } = useListContext();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<{ finished: number; total: number } | null>(null);
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const run = async <T>(items: readonly T[], task: (item: T) => Promise<unknown>) => {
    setSummary(null);
    setProgress({ finished: 0, total: items.length });
    const result = await runBounded(items, bulkConcurrency, task, (finished, total) =>
      setProgress({ finished, total }),
    );
    setSummary(result);
    refresh();
  };
  const reset = (finished: boolean) => {
    setProgress(null);
    setSummary(null);
    if (finished) onUnselectItems();
  };
  const selectedRecords = (data ?? []).filter((record) => selectedIds.includes(record.id));
  return { selectedIds, selectedRecords, progress, summary, run, reset };
}
