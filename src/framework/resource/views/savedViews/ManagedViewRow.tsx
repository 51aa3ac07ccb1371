import { useState, type FormEvent } from 'react';
import { Box, IconButton, ListItem, ListItemText, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import LinkIcon from '@mui/icons-material/Link';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useHref, useLocation } from 'react-router-dom';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { viewNameError, viewNameMax, viewParam, type SavedView } from './savedViews';
import type { SavedViews } from './useSavedViews';
import { useSaveFailed } from './useSaveFailed';

/** One view in the manage dialog: its name (renamed in place), a link that opens it, delete after a confirmation. */
export function ManagedViewRow({ view, savedViews }: { view: SavedView; savedViews: SavedViews }) {
  const translate = useTranslate();
  const notify = useNotify();
  const saveFailed = useSaveFailed();
  const { pathname } = useLocation();
  const href = useHref({ pathname, search: `?${viewParam}=${encodeURIComponent(view.id)}` });
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(view.name);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = viewNameError(savedViews.views, name, view.id);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (error) return;
    setBusy(true);
    try {
      await savedViews.rename(view.id, name);
      notify('views.renamed', { type: 'info', messageArgs: { name: name.trim() } });
      setEditing(false);
    } catch (failure) {
      saveFailed(failure); // the new name stays in the field
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await savedViews.remove(view.id);
      notify('views.deleted', { type: 'info', messageArgs: { name: view.name } });
    } catch (failure) {
      saveFailed(failure);
      setBusy(false);
    }
    setConfirming(false);
  };
  const copyLink = async () => {
    const link = new URL(href, window.location.href).toString();
    try {
      await navigator.clipboard.writeText(link);
      notify('views.copied', { type: 'info', messageArgs: { name: view.name } });
    } catch {
      notify('views.copyFailed', { type: 'warning', messageArgs: { link } });
    }
  };

  if (editing)
    return (
      <ListItem disableGutters>
        <Box
          component="form"
          onSubmit={rename}
          noValidate
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, width: 1 }}
        >
          <TextField
            autoFocus
            size="small"
            fullWidth
            label={translate('views.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                setName(view.name);
                setEditing(false);
              }
            }}
            error={!!error}
            helperText={error ? translate(`views.name_${error}`, { name: name.trim() }) : ' '}
            slotProps={{ htmlInput: { maxLength: viewNameMax } }}
          />
          <IconButton type="submit" disabled={busy} aria-label={translate('ra.action.save')}>
            <CheckIcon />
          </IconButton>
          <IconButton
            aria-label={translate('ra.action.cancel')}
            onClick={() => {
              setName(view.name);
              setEditing(false);
            }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      </ListItem>
    );

  return (
    <ListItem
      disableGutters
      secondaryAction={
        <>
          <IconButton
            aria-label={translate('views.rename', { name: view.name })}
            title={translate('views.rename', { name: view.name })}
            onClick={() => setEditing(true)}
          >
            <EditIcon />
          </IconButton>
          <IconButton
            aria-label={translate('views.copyLink', { name: view.name })}
            title={translate('views.copyLink', { name: view.name })}
            onClick={copyLink}
          >
            <LinkIcon />
          </IconButton>
          <IconButton
            aria-label={translate('views.delete', { name: view.name })}
            title={translate('views.delete', { name: view.name })}
            onClick={() => setConfirming(true)}
            disabled={busy}
          >
            <DeleteIcon />
          </IconButton>
          <Confirm
            isOpen={confirming}
            loading={busy}
            title={translate('views.deleteTitle', { name: view.name })}
            content={translate('views.deleteContent')}
            onConfirm={remove}
            onClose={() => setConfirming(false)}
          />
        </>
      }
    >
      <ListItemText primary={view.name} />
    </ListItem>
  );
}
