import { useRef } from 'react';
import type { RaRecord } from 'react-admin';
import { useResourceScope } from '../ResourceScope';
import { DeleteConfirm } from './DeleteConfirm';
import { useKeptDelete } from './keptDelete/useKeptDelete';
import { useRecordNotice } from './useRecordNotice';

/** The list's one delete confirmation, for the row that asked: confirmed, an undoable delete. */
export function RowDeleteConfirm({ record, close }: { record: RaRecord | null; close: () => void }) {
  const { declaration } = useResourceScope();
  const { keptDelete, isPending } = useKeptDelete();
  const notice = useRecordNotice(declaration.name);
  // The dialog keeps naming the record while it closes.
  const shown = useRef(record);
  if (record) shown.current = record;
  const confirm = () => {
    if (!record) return;
    keptDelete(record, {
      // The list is refetched once the DELETE has been answered.
      onQueued: () => {
        notice('deleted', record, { undoable: true });
        close();
      },
    });
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
