import { Snackbar } from '@mui/material';
import { styled } from '@mui/material/styles';
import { raNotificationClasses } from '../internals/raNotificationClasses';
import { raNotificationDefaults } from '../internals/raNotificationDefaults';

const { themeName } = raNotificationDefaults;

/** Named as react-admin's, so the themes' overrides of react-admin's notification apply (themes.ts). */
export const NotificationSnackbar = styled(Snackbar, {
  name: themeName,
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  [`& .${raNotificationClasses.success}`]: {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  [`& .${raNotificationClasses.error}`]: {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  [`& .${raNotificationClasses.warning}`]: {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  [`& .${raNotificationClasses.undo}`]: { color: theme.palette.primary.light },
  [`& .${raNotificationClasses.multiLine}`]: { whiteSpace: 'pre-wrap' },
}));
