import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
} from '@mui/material';
import { useDataProvider, useGetList, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { DependentsList } from './DependentsList';
import { filterSummary } from './filterSummary';
import type { IdentityDataProvider } from '../../../providers/createDataProvider';
import { useResourceScope } from '../ResourceScope';
import { useFrameworkTranslate } from '../useFrameworkTranslate';
import { useServerCount } from './useServerCount';
import { TypedCountField } from '../../layout/TypedCountField';
import { typedCountConfirms } from '../../layout/typedCountConfirms';

/** Dependents are counted per record up to this many records (each may take a request). */
const countedUpTo = 100;

/**
 * Delete all's dialog: the resource, the filter and the server's count of what goes, with what
 * depends on those records (counted for up to 100 of them), typed back to confirm, then one request.
 */
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
  const dependents = (declaration.deleteDependents ?? []).length > 0;
  // The records' ids, for counting what depends on them (a few at most: one page).
  const { data: matching } = useGetList(
    declaration.name,
    { pagination: { page: 1, perPage: countedUpTo }, filter, ...(meta ? { meta } : {}) },
    { enabled: dependents && known && count > 0 && count <= countedUpTo, gcTime: 0, staleTime: 0 },
  );
  const ids = useMemo(() => (matching ?? []).map((record) => record.id), [matching]);
  const plural = translate(`resources.${declaration.name}.name`, { smart_count: 2 });
  const filters = filterSummary(filter, {
    label: (source) => translate(`resources.${declaration.name}.fields.${source}`),
    search: (value) => ft('deleteAll.search', { text: value }),
    several: (label, n) => ft('deleteAll.several', { label, smart_count: n }),
  });
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
            <DialogContentText>
              {ft('deleteAll.message', {
                smart_count: count,
              })}
            </DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>
              {filters.length
                ? ft('deleteAll.filter', { resource: plural, filters: filters.join('; ') })
                : ft('deleteAll.noFilter', { resource: plural })}
            </DialogContentText>
            {dependents && count > countedUpTo && (
              <DialogContentText sx={{ mt: 1 }}>{ft('deleteAll.dependentsUncounted')}</DialogContentText>
            )}
            {ids.length > 0 && (
              <Box sx={{ mt: 1 }}>
                <DependentsList ids={ids} open />
              </Box>
            )}
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
