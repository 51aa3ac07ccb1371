import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { useDelete, useGetRecordRepresentation, useNotify, type RaRecord } from 'react-admin';
import { useRecordNotice } from './useRecordNotice';
import { useResourceScope } from '../ResourceScope';
import { PendingChangeScope } from '../../pendingChanges/PendingChangeScope';
import { deleteChangeOf } from '../pendingChangeOf';
import { DeleteConfirm } from './DeleteConfirm';

const AskContext = createContext<(record: RaRecord) => void>(() => undefined);

/** Asks to delete a row's record (the list's one confirmation dialog opens). */
export const useAskDelete = () => useContext(AskContext);

/**
 * One delete confirmation for every row of a list (a dialog per row costs a lot with 100 rows):
 * rows ask for it, the dialog names the record and what goes with it, and says the delete can be
 * undone for a few seconds; confirmed, the row
 * leaves the list and a notification offers Undo (react-admin's undoable mode: the DELETE is sent
 * when the notification's window ends, Undo sends nothing and puts the row back).
 */
export function RowDeleteProvider({ children }: { children: ReactNode }) {
  const scope = useResourceScope();
  const represent = useGetRecordRepresentation(scope.declaration.name);
  const [record, setRecord] = useState<RaRecord | null>(null);
  return (
    <AskContext.Provider value={setRecord}>
      {children}
      <PendingChangeScope
        describe={() => (record ? deleteChangeOf(scope, record, String(represent(record))) : undefined)}
      >
        <RowDeleteConfirm record={record} close={() => setRecord(null)} />
      </PendingChangeScope>
    </AskContext.Provider>
  );
}

function RowDeleteConfirm({ record, close }: { record: RaRecord | null; close: () => void }) {
  const notify = useNotify();
  const { declaration, meta } = useResourceScope();
  const [remove, { isPending }] = useDelete();
  const notice = useRecordNotice(declaration.name);
  // The dialog keeps naming the record while it closes.
  const shown = useRef(record);
  if (record) shown.current = record;
  const confirm = () => {
    if (!record) return;
    remove(
      declaration.name,
      { id: record.id, previousData: record, ...(meta ? { meta } : {}) },
      {
        mutationMode: 'undoable',
        // At once (nothing is sent yet); the list is refetched once the DELETE has been answered.
        onSuccess: () => {
          notice('deleted', record, { undoable: true });
          close();
        },
        onError: (error) => {
          const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
          notify(message, { type: 'error', messageArgs: { _: message } });
          close();
        },
      },
    );
  };
  return (
    <DeleteConfirm
      open={record !== null}
      ids={shown.current ? [shown.current.id] : []}
      records={shown.current ? [shown.current] : []}
      undoable
      loading={isPending}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
