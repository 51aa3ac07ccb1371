import { useId, type ComponentType, type ReactNode } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';

interface DestructiveConfirmProps {
  open: boolean;
  title: ReactNode;
  /** What the action breaks: the record, what goes with it, whether it can be undone. */
  children: ReactNode;
  /** The confirm button's text: the action's verb ("Delete", "Remove"), never "Confirm". */
  confirmLabel: string;
  confirmIcon?: ComponentType;
  onConfirm: () => void;
  onClose: () => void;
  /** The action runs: both buttons wait, and the dialog stays. */
  loading?: boolean;
  /** The confirm button waits for something more (e.g. the account's name typed). */
  confirmDisabled?: boolean;
}

/**
 * The confirmation of a destructive action: Cancel is a plain button and takes the focus (Enter
 * cancels), the action is the error-coloured contained button named by its verb. react-admin's
 * `Confirm` shows a warning icon on Cancel and a primary "Confirm", which reads the other way round.
 */
export function DestructiveConfirm({
  open,
  title,
  children,
  confirmLabel,
  confirmIcon: Icon = DeleteIcon,
  onConfirm,
  onClose,
  loading = false,
  confirmDisabled = false,
}: DestructiveConfirmProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      aria-labelledby={titleId}
      // A dialog opened from a clickable row must not click the row (React bubbles through portals).
      onClick={(event) => event.stopPropagation()}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={loading || confirmDisabled}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : <Icon />}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
