import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../../providers/errorMessage';
import { useFrameworkTranslate } from '../resource/useFrameworkTranslate';
import type { PendingChangeStore } from './pendingChangeStore';
import type { RefusedChange } from './RefusedChange';
import { useDescribeChange } from './useDescribeChange';
import { useSendPendingChange } from './useSendPendingChange';

/**
 * The changes sent at the end of their undo window that were not saved (refused, not answered),
 * each in an error that stays until acted on: what was not saved ("Permission “Audit”: Title"),
 * why, and the change offered again: Save now sends it as it was, Discard forgets it. Until then
 * it also stays in the pending-change store, so a reload offers it too.
 */
export function RefusedChanges({
  changes,
  store,
  onDone,
}: {
  changes: RefusedChange[];
  store: PendingChangeStore;
  onDone: (change: RefusedChange) => void;
}) {
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        left: 16,
        right: 16,
        top: 72,
        maxWidth: 560,
        mx: 'auto',
      }}
    >
      {changes.map((refused, index) => (
        <RefusedChangeAlert key={refused.key ?? index} refused={refused} store={store} onDone={onDone} />
      ))}
    </Stack>
  );
}

function RefusedChangeAlert({
  refused,
  store,
  onDone,
}: {
  refused: RefusedChange;
  store: PendingChangeStore;
  onDone: (change: RefusedChange) => void;
}) {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const describe = useDescribeChange();
  const send = useSendPendingChange();
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState(refused.error);
  const [sending, setSending] = useState(false);
  const reason = errorMessage(error);

  const saveNow = async () => {
    setSending(true);
    try {
      await send(refused.change);
    } catch (failure) {
      setError(failure);
      setSending(false);
      return;
    }
    store.remove(refused.key);
    refresh();
    notify('framework.unsaved.saved', { type: 'success', messageArgs: { smart_count: 1 } });
    onDone(refused);
  };
  const discard = () => {
    store.remove(refused.key);
    onDone(refused);
  };

  return (
    <Alert
      severity="error"
      variant="filled"
      action={
        <Box sx={{ display: 'flex', gap: 1, alignSelf: 'center' }}>
          <Button color="inherit" size="small" onClick={discard} disabled={sending}>
            {ft('unsaved.discard')}
          </Button>
          <Button color="inherit" size="small" variant="outlined" onClick={() => void saveNow()} disabled={sending}>
            {ft('unsaved.save')}
          </Button>
        </Box>
      }
    >
      <AlertTitle>{ft('unsaved.refused', { change: describe(refused.change) })}</AlertTitle>
      {translate(reason.key, reason.args)}
    </Alert>
  );
}
