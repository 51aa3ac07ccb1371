import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, useRedirect, type RaRecord } from 'react-admin';
import { useResourceScope } from '../ResourceScope';
import { DeleteConfirm } from './DeleteConfirm';
import { useKeptDelete } from './keptDelete/useKeptDelete';
import { useRecordNotice } from './useRecordNotice';
import { readableErrorText } from './readableErrorText';

/**
 * The record's delete in its breadcrumb (SPEC §2: asks first, then the list), inside a
 * `KeptDeleteScope`: the confirmation names the record and what goes with it; confirmed, the list
 * shows and a notification offers Undo (react-admin's undoable mode: the DELETE is sent when its
 * window ends).
 */
export function RecordDeleteButton({ record, listPath }: { record: RaRecord; listPath: string }) {
  const [open, setOpen] = useState(false);
  const redirect = useRedirect();
  const { declaration } = useResourceScope();
  const { keptDelete, isPending } = useKeptDelete();
  const notice = useRecordNotice(declaration.name);
  const confirm = () =>
    keptDelete(record, {
      onQueued: () => {
        setOpen(false);
        notice('deleted', record, { undoable: true });
        redirect(listPath);
      },
    });
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} sx={readableErrorText}>
        <DeleteIcon />
      </Button>
      <DeleteConfirm
        open={open}
        ids={[record.id]}
        records={[record]}
        undoable
        loading={isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
