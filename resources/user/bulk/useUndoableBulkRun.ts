import { useListContext, useNotify, useRefresh } from 'react-admin';
import { useUndoableSubmit } from '../../../src/framework/pendingChanges/useUndoableSubmit';
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
  const submit = useUndoableSubmit();
  const start = <T>(
    items: readonly T[],
    task: (item: T) => Promise<unknown>,
    pendingMessage: string,
    summaryOf: (summary: BulkSummary) => { message: string; args: Record<string, unknown> } = (summary) => ({
      message: 'adminPages.user.bulk.summary',
      args: { done: summary.done, failed: summary.failed },
    }),
  ) => {
    void submit({
      send: () => runBounded(items, bulkConcurrency, task),
      notice: { message: pendingMessage, args: { smart_count: items.length } },
    }).then((outcome) => {
      if (outcome.undone) return;
      const { message, args } = summaryOf(outcome.value);
      notify(message, { type: outcome.value.failed ? 'warning' : 'success', messageArgs: args });
      onUnselectItems();
      refresh();
    });
  };
  return { selectedIds, start };
}
