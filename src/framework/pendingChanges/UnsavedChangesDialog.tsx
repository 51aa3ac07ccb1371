import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { endpointTable } from '../../api/contract/endpointTable';
import { errorMessage, type ShownMessage } from '../../providers/errorMessage';
import { useServices } from '../ServicesContext';
import { useFrameworkTranslate } from '../resource/useFrameworkTranslate';
import type { PendingSend } from './PendingChange';
import type { PendingChangeStore, StoredPendingChange } from './pendingChangeStore';

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
  const dataProvider = useDataProvider();
  const { client } = useServices();
  const notify = useNotify();
  const refresh = useRefresh();
  const [left, setLeft] = useState(entries);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ShownMessage | null>(null);

  const send = async (how: PendingSend, resource: string) => {
    if (how.via === 'dataProvider') {
      await dataProvider[how.method](resource, how.params as never);
      return;
    }
    const endpoint = endpointTable.get(how.endpoint);
    if (!endpoint) throw new Error(`unknown endpoint ${how.endpoint}`);
    await client.call(endpoint, { params: how.params, body: how.body } as never);
  };

  const saveNow = async () => {
    setSending(true);
    setFailure(null);
    let remaining = left;
    for (const entry of left) {
      try {
        await send(entry.change.send, entry.change.resource);
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

  const describe = ({ change }: StoredPendingChange) => {
    const resource = translate(`resources.${change.resource}.name`, { smart_count: 1 });
    return change.action === 'delete'
      ? ft('unsaved.delete', { resource, record: change.record })
      : ft('unsaved.update', {
          resource,
          record: change.record,
          fields: change.fields.map((key) => translate(key)).join(', '),
        });
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">{ft('unsaved.title', { smart_count: left.length })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{ft('unsaved.intro', { smart_count: left.length })}</DialogContentText>
        <ul>
          {left.map((entry) => (
            <li key={entry.key}>{describe(entry)}</li>
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
