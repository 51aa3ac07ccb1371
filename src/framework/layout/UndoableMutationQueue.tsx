import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AddUndoableMutationContext, TakeUndoableMutationContext, type UndoableMutation } from 'react-admin';

/** Asks the browser to confirm leaving the page (its own wording: changes may not be saved). */
function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show the prompt only when `returnValue` is set.
  event.returnValue = '';
}

/**
 * The queue of undoable mutations (edits, deletes and reversible bulk actions waiting for their
 * notification's undo window to end), in place of react-admin's own (`UndoableMutationsContextProvider`).
 * It must wrap both the screens that add mutations and react-admin's `<Notification>` that takes them.
 *
 * - While any mutation waits, leaving the page (closing the tab, reloading, typing another address)
 *   asks first: react-admin's `<Notification>` warns only while the notification on screen is an
 *   undoable one, not while an undoable mutation waits behind another notification.
 * - The queue is a ref, so two takes in one render get two mutations, not the same one twice.
 * - Undo sends nothing, for exactly one mutation: react-admin's notification takes a mutation when
 *   Undo is clicked and takes again when it has finished closing; that second take would commit the
 *   next queued mutation (another row's delete) before its own undo window. The take that follows
 *   an undo therefore gets nothing.
 */
export function UndoableMutationQueue({ children }: { children: ReactNode }) {
  const queue = useRef<UndoableMutation[]>([]);
  const undone = useRef(false);
  const [waiting, setWaiting] = useState(false);
  const add = useCallback((mutation: UndoableMutation) => {
    queue.current.push(mutation);
    setWaiting(true);
  }, []);
  const take = useCallback((): UndoableMutation | undefined => {
    if (undone.current) {
      undone.current = false;
      return undefined;
    }
    const mutation = queue.current.shift();
    setWaiting(queue.current.length > 0);
    if (!mutation) return undefined;
    return ({ isUndo }) => {
      undone.current = isUndo;
      mutation({ isUndo });
    };
  }, []);
  useEffect(() => {
    if (!waiting) return;
    window.addEventListener('beforeunload', warnBeforeLeaving);
    return () => window.removeEventListener('beforeunload', warnBeforeLeaving);
  }, [waiting]);
  return (
    <TakeUndoableMutationContext.Provider value={take}>
      <AddUndoableMutationContext.Provider value={add}>{children}</AddUndoableMutationContext.Provider>
    </TakeUndoableMutationContext.Provider>
  );
}
