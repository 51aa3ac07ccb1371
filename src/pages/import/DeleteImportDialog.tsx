import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { importEndpoints } from '../../api/contract/endpoints/serviceEndpoints';
import type { ImportJob } from '../../api/contract/importJob';
import { useServices } from '../../framework/ServicesContext';

/** Confirms, then deletes an import's file and report (`import.delete`); imported records stay. */
export function DeleteImportDialog({
  job,
  onClose,
  onDeleted,
}: {
  job: ImportJob | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { client } = useServices();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!job) return;
    setBusy(true);
    client
      .call(importEndpoints.delete, { params: { id: job.id } })
      .then(
        () => {
          notify('imports.list.deleted', { type: 'success' });
          onDeleted();
        },
        (error: unknown) =>
          notify('imports.list.deleteFailed', {
            type: 'error',
            messageArgs: { error: error instanceof Error ? error.message : String(error) },
          }),
      )
      .finally(() => {
        setBusy(false);
        onClose();
      });
  };
  return (
    <Dialog
      open={!!job}
      onClose={busy ? undefined : onClose}
      aria-labelledby="delete-import-title"
      aria-describedby="delete-import-text"
    >
      <DialogTitle id="delete-import-title">
        {job ? translate('imports.list.deleteTitle', { id: job.id }) : ''}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-import-text">{translate('imports.list.deleteContent')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
