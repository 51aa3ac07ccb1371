import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { errorMessage, type ShownMessage } from '../../providers/errorMessage';
import { useFrameworkTranslate } from '../resource/useFrameworkTranslate';
import type { PendingChangeStore, StoredPendingChange } from './pendingChangeStore';
import { useDescribeChange } from './useDescribeChange';
import { useSendPendingChange } from './useSendPendingChange';

/**
 * "1 change was not saved": the changes a previous page could not send, each with its record and
 * changed fields; Save now sends them in the order they were made (stopping at a refusal, which is
 * shown, with what is left still offered), Discard forgets them. Closed otherwise (Escape), they
 * are offered again at the next start.
 */
export function UnsavedChangesDialog({
  entries,
  store,
  onClose,
}: {
  entries: StoredPendingChange[];
  store: PendingChangeStore;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const ft = useFrameworkTranslate();
  const send = useSendPendingChange();
  const describe = useDescribeChange();
  const notify = useNotify();
  const refresh = useRefresh();
  const [left, setLeft] = useState(entries);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ShownMessage | null>(null);

  const saveNow = async () => {
    setSending(true);
    setFailure(null);
    let remaining = left;
    for (const entry of left) {
      try {
        await send(entry.change);
      } catch (error) {
        setFailure(errorMessage(error));
        break;
      }
      store.remove(entry.key);
      remaining = remaining.filter((other) => other !== entry);
    }
    setLeft(remaining);
    setSending(false);
    refresh();
    if (remaining.length === 0) {
      notify('framework.unsaved.saved', { type: 'success', messageArgs: { smart_count: left.length } });
      onClose();
    }
  };

  const discard = () => {
    for (const entry of left) store.remove(entry.key);
    onClose();
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">{ft('unsaved.title', { smart_count: left.length })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {ft(left.every((entry) => entry.signedOut) ? 'unsaved.introSignedOut' : 'unsaved.intro', {
            smart_count: left.length,
          })}
        </DialogContentText>
        <ul>
          {left.map((entry) => (
            <li key={entry.key}>{describe(entry.change)}</li>
          ))}
        </ul>
        {failure && <Alert severity="error">{translate(failure.key, failure.args)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={discard} disabled={sending}>
          {ft('unsaved.discard')}
        </Button>
        <Button variant="contained" onClick={() => void saveNow()} disabled={sending} autoFocus>
          {ft('unsaved.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
