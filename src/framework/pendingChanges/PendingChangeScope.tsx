import { useCallback, useRef, type ReactNode } from 'react';
import { AddUndoableMutationContext, type UndoableMutation } from '../internals/raUndoableMutationContexts';
import type { PendingChange } from './PendingChange';
import { useUndoableSubmit } from './useUndoableSubmit';

/**
 * What a scope's `describe` may return besides the change itself: the change and the server's
 * answer to it, when the caller learns that answer (react-admin's mutation returns nothing; an
 * edit's `onSettled`/`onError` know it). The queue keeps the change until the answer resolves.
 */
export type DescribedChange = { change: PendingChange | undefined; answered: Promise<unknown> };

/**
 * Submits the undoable mutations react-admin makes inside it (an `<Edit>`'s update, a delete
 * button's delete) through `useUndoableSubmit`: `describe` is asked when one is queued, so the
 * change can be kept and offered again if the page is left before it could be sent (or if it was
 * not saved, when `describe` also gives the answer); `onUndo` is told when Undo was pressed
 * (react-admin has put its cache back).
 */
export function PendingChangeScope({
  describe,
  onUndo,
  children,
}: {
  describe: () => PendingChange | DescribedChange | undefined;
  onUndo?: () => void;
  children: ReactNode;
}) {
  const submit = useUndoableSubmit();
  const latest = useRef({ describe, onUndo });
  latest.current = { describe, onUndo };
  const addDescribed = useCallback(
    (mutation: UndoableMutation) => {
      const described = latest.current.describe();
      const { change, answered } =
        described && 'answered' in described ? described : { change: described, answered: undefined };
      void submit({
        change,
        send: () => {
          mutation({ isUndo: false });
          return answered;
        },
        undo: () => mutation({ isUndo: true }),
      }).then(
        (outcome) => {
          if (outcome.undone) latest.current.onUndo?.();
        },
        // Not saved: the mutation's own onError tells the form, the queue offers the change again.
        () => undefined,
      );
    },
    [submit],
  );
  return <AddUndoableMutationContext.Provider value={addDescribed}>{children}</AddUndoableMutationContext.Provider>;
}
