import { useListContext, useNotify, useRefresh } from 'react-admin';
import { useAddUndoableMutation } from '../../../src/framework/internals/raUndoableMutationContexts';
import { runBounded, type BulkSummary } from './runBounded';
import { bulkConcurrency } from './useBulkRun';

/**
 * A reversible bulk action over the selected rows in react-admin's undoable mode: `start` shows
 * `pendingMessage` (counted) with Undo and sends nothing; when the notification's window ends the
 * requests go (bounded, as `useBulkRun`'s), then a summary notification (`summaryOf`'s message, or
 * done and failed counts), a refresh and the rows
 * unselected. Undo sends nothing and keeps the selection for another try. Leaving the page while the
 * window is open sends the requests at once (`UndoableMutationQueue`).
 */
export function useUndoableBulkRun() {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const addUndoableMutation = useAddUndoableMutation();
  const start = <T>(
    items: readonly T[],
    task: (item: T) => Promise<unknown>,
    pendingMessage: string,
    summaryOf: (summary: BulkSummary) => { message: string; args: Record<string, unknown> } = (summary) => ({
      message: 'adminPages.user.bulk.summary',
      args: { done: summary.done, failed: summary.failed },
    }),
  ) => {
    addUndoableMutation(({ isUndo }) => {
      if (isUndo) return;
      void runBounded(items, bulkConcurrency, task).then((summary) => {
        const { message, args } = summaryOf(summary);
        notify(message, { type: summary.failed ? 'warning' : 'success', messageArgs: args });
        onUnselectItems();
        refresh();
      });
    });
    notify(pendingMessage, { type: 'info', messageArgs: { smart_count: items.length }, undoable: true });
  };
  return { selectedIds, start };
}
