import { useCallback, useEffect, useState } from 'react';
import { Button, Snackbar, type SnackbarOrigin } from '@mui/material';
import { styled } from '@mui/material/styles';
import {
  CloseNotificationContext,
  NotificationClasses,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

const anchorOrigin: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };
const AUTO_HIDE_MS = 4000;

/** Named `RaNotification`, so the themes' overrides of react-admin's notification apply (themes.ts). */
const StyledSnackbar = styled(Snackbar, { name: 'RaNotification', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    [`& .${NotificationClasses.success}`]: {
      backgroundColor: theme.palette.success.main,
      color: theme.palette.success.contrastText,
    },
    [`& .${NotificationClasses.error}`]: {
      backgroundColor: theme.palette.error.main,
      color: theme.palette.error.contrastText,
    },
    [`& .${NotificationClasses.warning}`]: {
      backgroundColor: theme.palette.warning.main,
      color: theme.palette.warning.contrastText,
    },
    [`& .${NotificationClasses.undo}`]: { color: theme.palette.primary.light },
    [`& .${NotificationClasses.multiLine}`]: { whiteSpace: 'pre-wrap' },
  }),
);

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
      <StyledSnackbar
        open={open}
        message={typeof message === 'string' ? translate(message, messageArgs) : undefined}
        autoHideDuration={autoHideDuration === undefined ? AUTO_HIDE_MS : (autoHideDuration ?? undefined)}
        disableWindowBlurListener={undoable}
        onClose={close}
        anchorOrigin={anchorOrigin}
        action={
          undoable ? (
            <Button color="primary" className={NotificationClasses.undo} size="small" onClick={undo}>
              {translate('ra.action.undo')}
            </Button>
          ) : null
        }
        {...snackbarProps}
        slotProps={{
          transition: { onExited: exited },
          content: {
            className: [
              NotificationClasses[type as keyof typeof NotificationClasses],
              multiLine ? NotificationClasses.multiLine : '',
            ]
              .filter(Boolean)
              .join(' '),
          },
        }}
      >
        {message && typeof message !== 'string' ? <div>{message}</div> : undefined}
      </StyledSnackbar>
    </CloseNotificationContext.Provider>
  );
}
