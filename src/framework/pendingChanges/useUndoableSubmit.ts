import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { PendingChange } from './PendingChange';
import { usePendingChanges } from './PendingChangesContext';

/** How an undoable submission ended: Undo pressed (nothing was sent), or sent with `send`'s answer. */
export type UndoOutcome<T> = { undone: true } | { undone: false; value: T };

export interface UndoableSubmission<T> {
  /**
   * Sends the change: when the notification's undo window ends, or at once when the page is left.
   * It rejects when the change was not saved (refused, not answered, signed out): the queue then
   * keeps it and offers it again.
   */
  send: () => T | Promise<T>;
  /** Describes the change: kept until it is sent or undone, and offered back if the page was left offline. */
  change?: PendingChange | undefined;
  /** The notification that offers Undo; none when the caller's own notification does (react-admin's mutations). */
  notice?: { message: string; args?: Record<string, unknown> };
  /** Puts back what was shown as done before sending (react-admin's optimistic cache), on Undo. */
  undo?: () => void;
}

/**
 * The one way to submit a change in undoable mode: it waits in the console's queue
 * (`UndoableMutationQueue`) while the notification offers Undo; Undo sends nothing, the end of the
 * window (or leaving the page) sends it. Resolves with the outcome once Undo is pressed or `send`
 * has answered; rejects with `send`'s failure. Edits, deletes, the authentication type's forms and
 * the reversible bulk actions all go through it.
 */
export function useUndoableSubmit() {
  const { add } = usePendingChanges();
  const notify = useNotify();
  return useCallback(
    <T>({ send, change, notice, undo }: UndoableSubmission<T>) =>
      new Promise<UndoOutcome<T>>((resolve, reject) => {
        add(({ isUndo }) => {
          if (isUndo) {
            undo?.();
            resolve({ undone: true });
            return;
          }
          const sent = Promise.resolve().then(send);
          sent.then((value) => resolve({ undone: false, value }), reject);
          // The queue keeps the change until `send` has resolved (a rejection: not saved).
          return sent;
        }, change);
        if (notice) notify(notice.message, { type: 'info', messageArgs: notice.args ?? {}, undoable: true });
      }),
    [add, notify],
  );
}
