import { createContext, useContext } from 'react';
import type { PendingChange } from './PendingChange';

/**
 * A change waiting in the queue: called once, with `isUndo` true when Undo was pressed (nothing is
 * sent), false when it is sent. A send that returns a promise tells the queue its answer: the
 * change is forgotten only once the promise resolves; a rejection keeps it to be offered back.
 */
export type QueuedChange = (params: { isUndo: boolean }) => void | Promise<unknown>;

export type PendingChanges = {
  /** Queues `mutation` for the undo window; `change` describes it so it survives leaving the page. */
  add(mutation: QueuedChange, change?: PendingChange): void;
  /**
   * Keeps a change saved without an undo window while it is on its way (offered back after a
   * sign-out, or when the page is gone before it was answered); its key, unless it was not kept
   * (it carries a secret, no one is signed in).
   */
  keep(change: PendingChange): string | undefined;
  /**
   * A kept change was answered: accepted, or refused (`error`) while signed in (the form shows why),
   * it is forgotten; refused because the session ended, it stays, offered back after signing in.
   */
  settle(key: string | undefined, error?: unknown): void;
};

export const PendingChangesContext = createContext<PendingChanges>({
  add: () => {
    throw new Error('usePendingChanges must be used inside <UndoableMutationQueue>');
  },
  keep: () => undefined,
  settle: () => undefined,
});

/** The queue of changes waiting for their undo window (`UndoableMutationQueue`). */
export const usePendingChanges = () => useContext(PendingChangesContext);
