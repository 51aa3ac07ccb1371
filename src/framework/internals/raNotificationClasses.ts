/**
 * The class names react-admin's `<Notification>` gives a notification's content by its type, its
 * Undo button and a multi-line message: the console's own notification (internals/redrawn/ConsoleNotification)
 * carries them, so the themes' overrides of react-admin's notification apply to it.
 */
export const raNotificationClasses = {
  success: 'RaNotification-success',
  error: 'RaNotification-error',
  warning: 'RaNotification-warning',
  undo: 'RaNotification-undo',
  multiLine: 'RaNotification-multiLine',
} as const;
