import { useCallback, useEffect, useState } from 'react';
import { Button } from '@mui/material';
import { CloseNotificationContext, useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { raNotificationDefaults } from '../raNotificationDefaults';
import { useTakeUndoableMutation } from '../raUndoableMutationContexts';
import { raNotificationClasses } from '../raNotificationClasses';
import { NotificationSnackbar } from '../../layout/NotificationSnackbar';

const { autoHideDuration: AUTO_HIDE_MS, anchorOrigin } = raNotificationDefaults;

/**
 * react-admin's `<Notification>` (one notification at a time, Undo on undoable ones, the undoable
 * mutation taken when the notification has closed or Undo is pressed) without its `beforeunload`
 * prompt: leaving the page while a change waits sends it (`UndoableMutationQueue`) instead of
 * asking and dropping it.
 */
export function ConsoleNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<NotificationPayload | undefined>(undefined);

  useEffect(() => {
    if (!notifications.length || current) return;
    const next = takeNotification();
    if (next) {
      setCurrent(next);
      setOpen(true);
    }
  }, [notifications, current, takeNotification]);

  const close = useCallback(() => setOpen(false), []);
  const exited = useCallback(() => {
    if (current?.notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
    setCurrent(undefined);
  }, [current, takeMutation]);
  const undo = useCallback(() => {
    takeMutation()?.({ isUndo: true });
    setOpen(false);
  }, [takeMutation]);

  if (!current) return null;
  const { message, type = 'info', notificationOptions = {} } = current;
  const { autoHideDuration, messageArgs, multiLine, undoable, ...snackbarProps } = notificationOptions;
  return (
    <CloseNotificationContext.Provider value={close}>
      <NotificationSnackbar
        open={open}
        message={typeof message === 'string' ? translate(message, messageArgs) : undefined}
        autoHideDuration={autoHideDuration === undefined ? AUTO_HIDE_MS : (autoHideDuration ?? undefined)}
        disableWindowBlurListener={undoable}
        onClose={close}
        anchorOrigin={anchorOrigin}
        action={
          undoable ? (
            <Button color="primary" className={raNotificationClasses.undo} size="small" onClick={undo}>
              {translate('ra.action.undo')}
            </Button>
          ) : null
        }
        {...snackbarProps}
        slotProps={{
          transition: { onExited: exited },
          content: {
            className: [
              raNotificationClasses[type as keyof typeof raNotificationClasses],
              multiLine ? raNotificationClasses.multiLine : '',
            ]
              .filter(Boolean)
              .join(' '),
          },
        }}
      >
        {message && typeof message !== 'string' ? <div>{message}</div> : undefined}
      </NotificationSnackbar>
    </CloseNotificationContext.Provider>
  );
}
