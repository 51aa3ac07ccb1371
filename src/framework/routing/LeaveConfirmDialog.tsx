import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigationGuard } from './NavigationGuardContext';

/** Asks "leave without saving?" for the navigation guard: Stay (the default) or Leave. */
export function LeaveConfirmDialog() {
  const guard = useNavigationGuard();
  const translate = useTranslate();
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);
  useEffect(() => guard?.setAsker(() => new Promise<boolean>((resolve) => setAnswer(() => resolve))), [guard]);
  const close = (leave: boolean) => {
    answer?.(leave);
    setAnswer(null);
  };
  return (
    <Dialog open={answer !== null} onClose={() => close(false)} aria-labelledby="leave-confirm-title">
      <DialogTitle id="leave-confirm-title">{translate('app.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('ra.message.unsaved_changes')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(true)} color="error">
          {translate('app.leave.leave')}
        </Button>
        <Button onClick={() => close(false)} variant="contained" autoFocus>
          {translate('app.leave.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
