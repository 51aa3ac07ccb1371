import { useCallback, useRef, type ReactNode } from 'react';
import { AddUndoableMutationContext, type UndoableMutation } from '../internals/raUndoableMutationContexts';
import type { PendingChange } from './PendingChange';
import { useUndoableSubmit } from './useUndoableSubmit';

/**
 * Submits the undoable mutations react-admin makes inside it (an `<Edit>`'s update, a delete
 * button's delete) through `useUndoableSubmit`: `describe` is asked when one is queued, so the
 * change can be kept and offered again if the page is left before it could be sent; `onUndo` is
 * told when Undo was pressed (react-admin has put its cache back).
 */
export function PendingChangeScope({
  describe,
  onUndo,
  children,
}: {
  describe: () => PendingChange | undefined;
  onUndo?: () => void;
  children: ReactNode;
}) {
  const submit = useUndoableSubmit();
  const latest = useRef({ describe, onUndo });
  latest.current = { describe, onUndo };
  const addDescribed = useCallback(
    (mutation: UndoableMutation) =>
      void submit({
        change: latest.current.describe(),
        send: () => mutation({ isUndo: false }),
        undo: () => mutation({ isUndo: true }),
      }).then((outcome) => {
        if (outcome.undone) latest.current.onUndo?.();
      }),
    [submit],
  );
  return <AddUndoableMutationContext.Provider value={addDescribed}>{children}</AddUndoableMutationContext.Provider>;
}
