import type { SnackbarOrigin } from '@mui/material';

/**
 * What react-admin's `<Notification>` does unless told otherwise, which the console's own
 * notification (internals/redrawn/ConsoleNotification) does too: its theme name (the themes' `RaNotification`
 * overrides), how long a notification stays (ms), and where it shows.
 */
export const raNotificationDefaults = {
  themeName: 'RaNotification',
  autoHideDuration: 4000,
  anchorOrigin: { vertical: 'bottom', horizontal: 'center' } satisfies SnackbarOrigin,
} as const;
