import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Leave without saving?": Stay (the default, and Escape) or Leave. Asked by `LeaveConfirm`. */
export function LeaveConfirmDialog({ open, onAnswer }: { open: boolean; onAnswer: (leave: boolean) => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={() => onAnswer(false)} aria-labelledby="leave-confirm-title">
      <DialogTitle id="leave-confirm-title">{translate('app.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('ra.message.unsaved_changes')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(true)} color="error">
          {translate('app.leave.leave')}
        </Button>
        <Button onClick={() => onAnswer(false)} variant="contained" autoFocus>
          {translate('app.leave.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
