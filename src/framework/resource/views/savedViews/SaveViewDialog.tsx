import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { viewNameError, viewNameMax } from './savedViews';
import type { SavedViews } from './useSavedViews';
import { useSaveFailed } from './useSaveFailed';

/** Names the list's current state and saves it as a view; the name must be new. */
export function SaveViewDialog({ savedViews, onClose }: { savedViews: SavedViews; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const saveFailed = useSaveFailed();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = viewNameError(savedViews.views, name);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    setBusy(true);
    try {
      const view = await savedViews.add(name);
      notify('views.saved', { type: 'info', messageArgs: { name: view.name } });
      onClose();
    } catch (failure) {
      saveFailed(failure); // the dialog stays open with the name typed
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="save-view-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="save-view-title">{translate('views.saveTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('views.saveHelp')}</DialogContentText>
          <TextField
            autoFocus
            margin="dense"
            fullWidth
            required
            label={translate('views.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !!error}
            helperText={touched && error ? translate(`views.name_${error}`, { name: name.trim() }) : ' '}
            slotProps={{ htmlInput: { maxLength: viewNameMax } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
