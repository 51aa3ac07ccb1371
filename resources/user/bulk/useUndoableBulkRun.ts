import { useAddUndoableMutation, useListContext, useNotify, useRefresh } from 'react-admin';
import { runBounded } from './runBounded';
import { bulkConcurrency } from './useBulkRun';

/**
 * A reversible bulk action over the selected rows in react-admin's undoable mode: `start` shows
 * `pendingMessage` (counted) with Undo and sends nothing; when the notification's window ends the
 * requests go (bounded, as `useBulkRun`'s), then a summary notification, a refresh and the rows
 * unselected. Undo sends nothing and keeps the selection for another try. Leaving the page while the
 * window is open sends the requests at once (`UndoableMutationQueue`).
 */
export function useUndoableBulkRun() {
  const { selectedIds, onUnselectItems, data } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const addUndoableMutation = useAddUndoableMutation();
  const start = <T>(items: readonly T[], task: (item: T) => Promise<unknown>, pendingMessage: string) => {
    addUndoableMutation(({ isUndo }) => {
      if (isUndo) return;
      void runBounded(items, bulkConcurrency, task).then((summary) => {
        notify('adminPages.user.bulk.summary', {
          type: summary.failed ? 'warning' : 'success',
          messageArgs: { done: summary.done, failed: summary.failed },
        });
        onUnselectItems();
        refresh();
      });
    });
    notify(pendingMessage, { type: 'info', messageArgs: { smart_count: items.length }, undoable: true });
  };
  const selectedRecords = (data ?? []).filter((record) => selectedIds.includes(record.id));
  return { selectedIds, selectedRecords, start };
}
