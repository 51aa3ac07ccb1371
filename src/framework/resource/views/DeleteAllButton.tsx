import { useState } from 'react';
import { lighten } from '@mui/material/styles';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { IdentityDataProvider } from '../../../providers/createDataProvider';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';

/**
 * Deletes every record matching the current search and filters in one request, after a dialog that
 * states how many records go and asks to type that number.
 */
export function DeleteAllButton() {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<IdentityDataProvider>();
  const { declaration, meta } = useResourceScope();
  const { total, filterValues, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const count = total ?? 0;
  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const { deleted } = await dataProvider.deleteAll(declaration.name, {
        filter: filterValues ?? {},
        ...(meta ? { meta } : {}),
      });
      notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: deleted } });
      onUnselectItems();
      refresh();
      close();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (count === 0) return null;
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteSweepIcon />}
        onClick={() => setOpen(true)}
        // The error red is too dark on dark paper (axe colour contrast): its light shade there.
        sx={(theme) => (theme.palette.mode === 'dark' ? { color: lighten(theme.palette.error.main, 0.5) } : {})}
      >
        {ft('deleteAll.button')}
      </Button>
      {/* Mounted only while open: the closed dialog costs the list nothing. */}
      {open && (
        <Dialog open onClose={close} aria-labelledby="delete-all-title">
          <DialogTitle id="delete-all-title">{ft('deleteAll.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{ft('deleteAll.message', { smart_count: count })}</DialogContentText>
            <TextField
              autoFocus
              margin="dense"
              fullWidth
              label={ft('deleteAll.typeCount', { count })}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button color="error" onClick={confirm} disabled={busy || typed.trim() !== String(count)}>
              {translate('ra.action.delete')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
