import { useContext } from 'react';
import { useDelete, useNotify, type RaRecord } from 'react-admin';
import { dataProviderErrorMessage } from '../../../../providers/errorMessage';
import { useResourceScope } from '../../ResourceScope';
import { KeptDeleteContext } from './KeptDeleteContext';

/**
 * Deletes a record in react-admin's undoable mode (the DELETE goes when the notification's window
 * ends; Undo sends nothing), inside a `KeptDeleteScope`: `onQueued` runs at once; the server's
 * answer settles the change the queue keeps. A refusal is notified here and shown as not saved by
 * the queue. react-admin calls `onSettled` from the mutation itself, so it runs even when the list
 * or the record page is gone by then; the answer is found by the record's id, as react-admin keeps
 * only the latest call's callback.
 */
export function useKeptDelete() {
  const kept = useContext(KeptDeleteContext);
  if (!kept) throw new Error('useKeptDelete must be used inside <KeptDeleteScope>');
  const notify = useNotify();
  const { declaration, meta } = useResourceScope();
  const [remove, { isPending }] = useDelete();
  const keptDelete = (record: RaRecord, { onQueued }: { onQueued: () => void }) => {
    kept.next.current.push(record);
    void remove(
      declaration.name,
      { id: record.id, previousData: record, ...(meta ? { meta } : {}) },
      {
        mutationMode: 'undoable',
        // At once (nothing is sent yet).
        onSuccess: onQueued,
        onError: (error) => {
          const { key, args } = dataProviderErrorMessage(error);
          notify(key, { type: 'error', messageArgs: args });
        },
        onSettled: (_data, error, variables) => {
          const id = String(variables?.id);
          const answer = kept.answers.current.get(id);
          kept.answers.current.delete(id);
          if (error) answer?.reject(error);
          else answer?.resolve();
        },
      },
    );
  };
  return { keptDelete, isPending };
}
