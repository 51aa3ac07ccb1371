import { dataProviderErrorMessage } from '../../../providers/errorMessage';
import { useRef } from 'react';
import { useDelete, useNotify, type RaRecord } from 'react-admin';
import { useRecordNotice } from './useRecordNotice';
import { useResourceScope } from '../ResourceScope';
import { DeleteConfirm } from './DeleteConfirm';

/** The list's one delete confirmation, for the row that asked: confirmed, an undoable delete. */
export function RowDeleteConfirm({ record, close }: { record: RaRecord | null; close: () => void }) {
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
          const { key, args } = dataProviderErrorMessage(error);
          notify(key, { type: 'error', messageArgs: args });
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
