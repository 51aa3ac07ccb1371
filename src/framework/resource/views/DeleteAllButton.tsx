import { useMemo, useState } from 'react';
import { lighten } from '@mui/material/styles';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  TextField,
} from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import {
  Button as ToolbarButton,
  useDataProvider,
  useGetList,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { IdentityDataProvider } from '../../../providers/createDataProvider';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';

/**
 * The server's count of the records a delete by these filters removes: the same search and filters
 * the delete request carries (a browser-paged list's own search matches more than the server's).
 */
function useServerCount(filter: Record<string, unknown>) {
  const { declaration, meta } = useResourceScope();
  const { total, isPending, error } = useGetList(
    declaration.name,
    {
      pagination: { page: 1, perPage: 1 },
      filter,
      ...(meta ? { meta } : {}),
    },
    // Counted afresh each time the dialog opens: the confirmed number is the number at that moment.
    { gcTime: 0, staleTime: 0 },
  );
  return { count: total, counting: isPending, failed: !!error };
}

/**
 * Deletes every record matching the current search and filters in one request, after a dialog that
 * states how many records go — the server's count for exactly the filters the request carries —
 * and asks to type that number.
 */
export function DeleteAllButton() {
  const { total } = useListContext();
  const [open, setOpen] = useState(false);
  const ft = useFrameworkTranslate();
  if (!total) return null;
  return (
    <>
      {/* react-admin's toolbar button: only its icon (named, with a tooltip) at a phone's width. */}
      <ToolbarButton
        color="error"
        label={ft('deleteAll.button')}
        onClick={() => setOpen(true)}
        // The error red is too dark on dark paper (axe colour contrast): its light shade there.
        sx={(theme) => (theme.palette.mode === 'dark' ? { color: lighten(theme.palette.error.main, 0.5) } : {})}
      >
        <DeleteSweepIcon />
      </ToolbarButton>
      {/* Mounted only while open: the closed dialog costs the list nothing, and each opening counts again. */}
      {open && <DeleteAllDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function DeleteAllDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<IdentityDataProvider>();
  const { declaration, meta } = useResourceScope();
  const { filterValues, onUnselectItems } = useListContext();
  // The list's filters as they stand: a search typed just before opening lands a moment later (the
  // search box waits for typing to pause), and the dialog counts again for it. What is counted is
  // what is deleted, and a number typed for other filters no longer confirms.
  const filterKey = JSON.stringify(filterValues ?? {});
  const filter = useMemo<Record<string, unknown>>(() => JSON.parse(filterKey), [filterKey]);
  const { count, counting, failed } = useServerCount(filter);
  const [typed, setTyped] = useState({ filterKey, value: '' });
  const typedValue = typed.filterKey === filterKey ? typed.value : '';
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const { deleted } = await dataProvider.deleteAll(declaration.name, { filter, ...(meta ? { meta } : {}) });
      notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: deleted } });
      onUnselectItems();
      refresh();
      onClose();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const known = count !== undefined && !counting && !failed;
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-all-title">
      <DialogTitle id="delete-all-title">{ft('deleteAll.title')}</DialogTitle>
      <DialogContent>
        {counting && (
          <>
            <DialogContentText>{ft('deleteAll.counting')}</DialogContentText>
            <LinearProgress aria-label={ft('deleteAll.counting')} sx={{ mt: 1 }} />
          </>
        )}
        {failed && <Alert severity="error">{ft('deleteAll.countFailed')}</Alert>}
        {known && (
          <>
            <DialogContentText>{ft('deleteAll.message', { smart_count: count })}</DialogContentText>
            <TextField
              autoFocus
              margin="dense"
              fullWidth
              label={ft('deleteAll.typeCount', { count })}
              value={typedValue}
              onChange={(event) => setTyped({ filterKey, value: event.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          color="error"
          onClick={confirm}
          disabled={busy || !known || count === 0 || typedValue.trim() !== String(count)}
        >
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
