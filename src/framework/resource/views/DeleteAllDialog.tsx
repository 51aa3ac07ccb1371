import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { IdentityDataProvider } from '../../../providers/createDataProvider';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { useServerCount } from './useServerCount';
import { TypedCountField } from '../../layout/TypedCountField';
import { typedCountConfirms } from '../../layout/typedCountConfirms';

/** Delete all's dialog: the server's count of what goes, typed back to confirm, then one request. */
export function DeleteAllDialog({ onClose }: { onClose: () => void }) {
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
            <TypedCountField
              label={ft('deleteAll.typeCount', { count })}
              value={typedValue}
              onChange={(value) => setTyped({ filterKey, value })}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          color="error"
          onClick={confirm}
          disabled={busy || !known || count === 0 || !typedCountConfirms(typedValue, count)}
        >
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
