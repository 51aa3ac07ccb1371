import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNotify, useRedirect, type RaRecord, type SaveHandler } from 'react-admin';
import type { PendingChange } from '../../pendingChanges/PendingChange';
import { createSendAnswer, type SendAnswer } from '../../pendingChanges/SendAnswer';
import type { FormConflict } from '../../conflicts/FormConflictContext';
import { staleVersion } from '../../../providers/staleVersion';
import { useRecordNotice } from './useRecordNotice';

type FieldErrors = Record<string, unknown>;

/** The field errors react-admin's data layer puts in a 422's body (`withUserFacingMessage`), if any. */
function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  return errors && typeof errors === 'object' && Object.keys(errors).length > 0 ? (errors as FieldErrors) : undefined;
}

/**
 * An edit form saved in react-admin's undoable mode (the PUT goes when the notification's undo
 * window ends; Undo sends nothing), the form staying on screen until the server has answered:
 *
 * - Save names the record ("Project 'Storefront' updated") with Undo, and the form waits (its Save button busy);
 * - Undo: nothing was sent, the form is editable again;
 * - the server accepts: to `listPath` (unless the user has left the page meanwhile);
 * - the server refuses: a 422's messages land on their fields, a 412 (the record changed elsewhere)
 *   is a `conflict` for the form's `ConflictResolver`, any other failure is a notification, and what
 *   was typed stays in the form (as with the pessimistic saves before).
 *
 * A `PendingChangeScope` with `describeSaved` and `onUndo` must wrap the `<Edit>` (its update goes
 * through `useUndoableSubmit`, described; it learns of an undo), `wrapSave` the form's save (the
 * form waits on its promise; `describe` names the saved change, which the queue keeps until it is
 * sent), `mutationOptions` go to the `<Edit>`; `waiting` is true from Save until the answer or Undo.
 */
export function useUndoableEdit(listPath: string, resource: string) {
  const notify = useNotify();
  const notice = useRecordNotice(resource);
  const redirect = useRedirect();
  /** The change the last Save made, described for the queue. */
  const saved = useRef<PendingChange | undefined>(undefined);
  /** The server's answer to the last Save's PUT: the queue keeps the change until it is accepted. */
  const answer = useRef<SendAnswer>(createSendAnswer());
  /** Ends the form's wait: with the field errors of a refused save, or nothing. */
  const settle = useRef<((errors?: FieldErrors) => void) | undefined>(undefined);
  /** From Save until the server has answered or Undo was pressed. */
  const [waiting, setWaiting] = useState(false);
  const [conflict, setConflict] = useState<FormConflict | undefined>(undefined);
  const clearConflict = useCallback(() => setConflict(undefined), []);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const finish = useCallback((errors?: FieldErrors) => {
    const done = settle.current;
    settle.current = undefined;
    setWaiting(false);
    done?.(errors);
  }, []);

  const describeSaved = useCallback(() => ({ change: saved.current, answered: answer.current.promise }), []);

  const wrapSave = useCallback(
    (
      save: SaveHandler<Record<string, unknown>>,
      describe: (values: Record<string, unknown>) => PendingChange | undefined,
    ): SaveHandler<Record<string, unknown>> =>
      (values, callbacks) => {
        finish();
        saved.current = describe(values);
        answer.current = createSendAnswer();
        return new Promise<FieldErrors | undefined>((resolve) => {
          settle.current = resolve;
          setWaiting(true);
          Promise.resolve(save(values, callbacks)).catch(() => finish());
        });
      },
    [finish],
  );

  const mutationOptions = useMemo(
    () => ({
      // Called at once in undoable mode (the request has not gone yet).
      onSuccess: (record: RaRecord) => notice('updated', record, { undoable: true }),
      onError: (error: unknown, variables?: { previousData?: RaRecord }) => {
        const stale = staleVersion(error);
        if (stale && mounted.current) {
          // The form shows the conflict and keeps the typed values: the queue need not offer them back.
          setConflict({ base: variables?.previousData ?? {}, current: stale.current ?? {} });
          answer.current.resolve();
          finish();
          return;
        }
        const fields = fieldErrorsOf(error);
        if (!fields || !mounted.current) {
          const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
          notify(message, { type: 'error', messageArgs: { _: message } });
        }
        answer.current.reject(error);
        finish(fields);
      },
      // Called once the request has been answered (never after an undo).
      onSettled: (_data: unknown, error: unknown) => {
        if (error) return;
        answer.current.resolve();
        finish();
        if (mounted.current) redirect(listPath);
      },
    }),
    [notify, notice, redirect, listPath, finish],
  );

  return { describeSaved, onUndo: finish, wrapSave, mutationOptions, waiting, conflict, clearConflict };
}
