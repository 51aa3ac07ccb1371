import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import {
  AddUndoableMutationContext,
  TakeUndoableMutationContext,
  type UndoableMutation,
} from '../raUndoableMutationContexts';
import { onPageLeave } from '../../../browser/pageLeave';
import { lazyComponent } from '../../lazyComponent';
import { endedSession } from '../../pendingChanges/endedSession';
import type { PendingChange } from '../../pendingChanges/PendingChange';
import { PendingChangesContext, type QueuedChange } from '../../pendingChanges/PendingChangesContext';
import { PendingChangeStore } from '../../pendingChanges/pendingChangeStore';
import type { RefusedChange } from '../../pendingChanges/RefusedChange';
import { sameTarget } from '../../pendingChanges/sameTarget';
import { UnsavedChangesOffer } from '../../pendingChanges/UnsavedChangesOffer';

const RefusedChanges = lazyComponent(
  () => import('../../pendingChanges/RefusedChanges').then((m) => m.RefusedChanges),
  {
    fallback: null,
  },
);

type Entry = { mutation: QueuedChange; key?: string; change?: PendingChange };

/**
 * A refused change that a new one of the same record supersedes: forgotten, in the store too
 * (idempotent: safe in a state updater).
 */
function supersedes(store: PendingChangeStore, entry: RefusedChange, change: PendingChange): boolean {
  if (!sameTarget(entry.change, change)) return false;
  store.remove(entry.key);
  return true;
}

/**
 * The queue of undoable mutations (edits, deletes and reversible bulk actions waiting for their
 * notification's undo window to end), in place of react-admin's own (`UndoableMutationsContextProvider`).
 * It must wrap both the screens that add mutations and the `<ConsoleNotification>` that takes them.
 *
 * - Leaving the page (reload, another address, closing the tab) sends every waiting change at once,
 *   with `keepalive`, instead of asking and dropping it. Offline, nothing is sent: the changes that
 *   were described (`add`'s `change`) stay in `store` and the next start offers them back.
 * - A described change is in `store` from `add` until it is taken (sent or undone), so a killed tab
 *   leaves it there too; at a start, the signed-in user's changes left behind are offered back
 *   (`UnsavedChangesOffer`).
 * - The queue is a ref, so two takes in one render get two mutations, not the same one twice.
 * - Undo sends nothing, for exactly one mutation: react-admin's notification takes a mutation when
 *   Undo is clicked and takes again when it has finished closing; that second take would commit the
 *   next queued mutation (another row's delete) before its own undo window. The take that follows
 *   an undo therefore gets nothing.
 * - A sent change whose sender reports the answer (`QueuedChange`) stays in `store` until the
 *   server has accepted it. Refused, or not answered, it is shown as not saved, persistently,
 *   naming the record and its fields, and offered again (`RefusedChanges`). Refused because the
 *   session ended (the refresh failed: signed out), it stays in `store` silently: signed in again,
 *   the user is offered it back (`UnsavedChangesOffer`).
 */
export function UndoableMutationQueue({ children }: { children: ReactNode }) {
  const [store] = useState(() => new PendingChangeStore());
  const [refused, setRefused] = useState<RefusedChange[]>([]);
  const { identity } = useGetIdentity();
  const user = identity ? String(identity.id) : undefined;
  const queue = useRef<Entry[]>([]);
  const undone = useRef(false);
  const owner = useRef(user);
  owner.current = user;

  const add = useCallback(
    (mutation: QueuedChange, change?: PendingChange) => {
      // Saved again from the form: the refused change of the same record is superseded.
      if (change) setRefused((shown) => shown.filter((entry) => !supersedes(store, entry, change)));
      const key = change && owner.current !== undefined ? store.add(owner.current, change) : undefined;
      queue.current.push({ mutation, ...(key ? { key } : {}), ...(change ? { change } : {}) });
    },
    [store],
  );
  const take = useCallback((): UndoableMutation | undefined => {
    if (undone.current) {
      undone.current = false;
      return undefined;
    }
    const entry = queue.current.shift();
    if (!entry) return undefined;
    return ({ isUndo }) => {
      undone.current = isUndo;
      if (isUndo) {
        store.remove(entry.key);
        entry.mutation({ isUndo });
        return;
      }
      let answer: Promise<unknown>;
      try {
        answer = Promise.resolve(entry.mutation({ isUndo }));
      } catch (error) {
        answer = Promise.reject(error);
      }
      answer.then(
        () => store.remove(entry.key),
        (error: unknown) => {
          // The session ended: kept, and offered again after signing in.
          if (endedSession(error)) return store.markSignedOut(entry.key);
          if (!entry.change) return;
          const { change, key } = entry;
          setRefused((shown) => [...shown, { change, error, ...(key ? { key } : {}) }]);
        },
      );
    };
  }, [store]);

  useEffect(
    () =>
      onPageLeave(() => {
        if (!navigator.onLine) return;
        for (const entry of queue.current.splice(0)) {
          store.remove(entry.key);
          entry.mutation({ isUndo: false });
        }
      }),
    [store],
  );

  const keep = useCallback(
    (change: PendingChange) => (owner.current !== undefined ? store.add(owner.current, change) : undefined),
    [store],
  );
  const settle = useCallback(
    (key: string | undefined, error?: unknown) =>
      error !== undefined && endedSession(error) ? store.markSignedOut(key) : store.remove(key),
    [store],
  );
  const pending = useMemo(() => ({ add, keep, settle }), [add, keep, settle]);
  const addUndoable = useCallback((mutation: UndoableMutation) => add(mutation), [add]);
  return (
    <PendingChangesContext.Provider value={pending}>
      <TakeUndoableMutationContext.Provider value={take}>
        <AddUndoableMutationContext.Provider value={addUndoable}>
          {children}
          <UnsavedChangesOffer store={store} user={user} />
          {refused.length > 0 && (
            <RefusedChanges
              changes={refused}
              store={store}
              onDone={(done) => setRefused((shown) => shown.filter((entry) => entry !== done))}
            />
          )}
        </AddUndoableMutationContext.Provider>
      </TakeUndoableMutationContext.Provider>
    </PendingChangesContext.Provider>
  );
}
