import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, useBulkDeleteController, useListContext, useTranslate } from 'react-admin';
import { useResourceScope } from '../ResourceScope';
import { InBulkToolbar } from '../../recordsList/InBulkToolbar';
import { DeleteConfirm } from './DeleteConfirm';
import { readableErrorText } from './readableErrorText';

/**
 * Deletes the selected rows in one request, after a confirmation that lists them and what goes
 * with them (`DeleteConfirm`); it cannot be undone, so it goes at once (react-admin's bulk delete
 * controller: the notification, the selection cleared, the list refreshed). Labelled by the
 * declaration's `bulkDeleteLabel` where deleting has another name (sessions: "Revoke").
 */
export function BulkDeleteButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { declaration, meta } = useResourceScope();
  const { selectedIds, data } = useListContext();
  const { handleDelete, isPending } = useBulkDeleteController({
    mutationMode: 'pessimistic',
    mutationOptions: { ...(meta ? { meta } : {}), onSettled: () => setOpen(false) },
  });
  const custom = declaration.list?.bulkDeleteLabel;
  const label = custom ? translate(`resources.${declaration.name}.actions.${custom}`) : translate('ra.action.delete');
  const selected = (data ?? []).filter((record) => selectedIds.includes(record.id));
  return (
    <>
      <InBulkToolbar>
        <Button
          label={label}
          color="error"
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
          sx={readableErrorText}
        >
          <DeleteIcon />
        </Button>
      </InBulkToolbar>
      <DeleteConfirm
        open={open}
        ids={selectedIds}
        records={selected}
        undoable={false}
        loading={isPending}
        confirmLabel={label}
        onConfirm={handleDelete}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
