import { useCallback, useRef, type ReactNode } from 'react';
import { AddUndoableMutationContext, type UndoableMutation } from '../internals/raUndoableMutationContexts';
import type { PendingChange } from './PendingChange';
import { usePendingChanges } from './PendingChangesContext';

/**
 * Describes the undoable mutations react-admin adds inside it (an `<Edit>`'s update, a delete
 * button's delete): `describe` is asked when one is queued, so the change can be kept and offered
 * again if the page is left before it could be sent.
 */
export function PendingChangeScope({
  describe,
  children,
}: {
  describe: () => PendingChange | undefined;
  children: ReactNode;
}) {
  const { add } = usePendingChanges();
  const latest = useRef(describe);
  latest.current = describe;
  const addDescribed = useCallback((mutation: UndoableMutation) => add(mutation, latest.current()), [add]);
  return <AddUndoableMutationContext.Provider value={addDescribed}>{children}</AddUndoableMutationContext.Provider>;
}
