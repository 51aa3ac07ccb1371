import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TypedCountField } from '../../framework/layout/TypedCountField';
import { typedCountConfirms } from '../../framework/layout/typedCountConfirms';

/** Confirms an apply that deletes records by typing their number, as the bulk deletes ask. */
export function ConfirmDeletions({
  count,
  onConfirm,
  onClose,
}: {
  count: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="setup-confirm-title">
      <DialogTitle id="setup-confirm-title">{translate('setup.apply.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('setup.apply.confirmMessage', { smart_count: count })}</DialogContentText>
        <TypedCountField label={translate('setup.apply.confirmType', { count })} value={typed} onChange={setTyped} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" onClick={onConfirm} disabled={!typedCountConfirms(typed, count)}>
          {translate('setup.apply.button')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
