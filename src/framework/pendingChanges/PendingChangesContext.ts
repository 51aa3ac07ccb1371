import { createContext, useContext } from 'react';
import type { UndoableMutation } from '../internals/raUndoableMutationContexts';
import type { PendingChange } from './PendingChange';

export type PendingChanges = {
  /** Queues `mutation` for the undo window; `change` describes it so it survives leaving the page. */
  add(mutation: UndoableMutation, change?: PendingChange): void;
};

export const PendingChangesContext = createContext<PendingChanges>({
  add: () => {
    throw new Error('usePendingChanges must be used inside <UndoableMutationQueue>');
  },
});

/** The queue of changes waiting for their undo window (`UndoableMutationQueue`). */
export const usePendingChanges = () => useContext(PendingChangesContext);
