import type { Theme } from '@mui/material/styles';
import { muiClasses } from '../internals/muiClasses';
import { raClasses } from '../internals/raClasses';
import { raNotificationClasses } from '../internals/raNotificationClasses';
import { atPhoneWidth, touch } from './phoneComponents';

/**
 * Theme overrides of what only the signed-in screens draw (react-admin's layout, notifications,
 * lists and date pickers), added to the console's themes by the admin shell (`adminThemes`): the
 * sign-in page's first bundle does not carry them.
 *
 * At a phone's width a list's toolbar (react-admin's TopToolbar, right-aligned and unwrapped)
 * wraps its buttons onto a second line instead of pushing the first ones out of the window's left
 * edge, where no scroll reaches; so does a table's pagination (rows per page, range, arrows), whose
 * last arrow went out of its card. A date picker's calendar makes room for its 44 px days. A list's
 * bulk actions bar (only above phone cards at this width) pushes the cards down instead of sliding
 * over the list's toolbar, and grows to hold its buttons: the count on the first line, the buttons
 * wrapping under it (at react-admin's fixed 48 px, several buttons spilled over the toolbar and the
 * cards); with nothing selected it is not there at all (react-admin's is 0 px high, its buttons
 * still targets beside the select-all box). As theme overrides, these come after react-admin's own
 * styles of the bar, whatever was drawn first.
 */
export const adminComponents = {
  // react-admin's "Skip to content" is the primary contrast text on the page background: white on
  // near-white in the light theme. On the primary colour it reads in both themes.
  RaSkipNavigationButton: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        backgroundColor: theme.palette.primary.main,
        color: theme.palette.primary.contrastText,
        '&:hover': { backgroundColor: theme.palette.primary.dark },
      }),
    },
  },
  // The Undo of an undoable notification is primary.light on the snackbar, which MUI draws dark
  // in the light theme and light in the dark one: #4383cc on #313132 is 3.3:1. Each theme's Undo
  // takes the other theme's primary (#90caf9 on #313132 is 7.3:1; #1565c0 on the dark theme's
  // near-white snackbar 5.3:1 or more). Success notifications keep their own contrast text.
  RaNotification: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        [`& .${muiClasses.snackbarContent}:not(.${raNotificationClasses.success}) .${raNotificationClasses.undo}`]: {
          color: theme.palette.mode === 'light' ? '#90caf9' : '#1565c0',
        },
      }),
    },
  },
  // A date picker's calendar (MUI X): its days and weekday letters 44 px wide, without the gaps
  // between them (7 × 44 = 308 of its 320 px), and as tall as six weeks of them then need.
  MuiDateCalendar: { styleOverrides: { root: atPhoneWidth({ height: 'auto', maxHeight: 'none' }) } },
  MuiDayCalendar: {
    styleOverrides: {
      weekDayLabel: atPhoneWidth({ width: touch, margin: 0 }),
      slideTransition: atPhoneWidth({ minHeight: `calc(6 * (${touch} + 4px))` }),
    },
  },
  MuiPickersDay: { styleOverrides: { root: atPhoneWidth({ width: touch, height: touch, margin: 0 }) } },
  RaBulkActionsToolbar: {
    styleOverrides: {
      root: atPhoneWidth({
        [`& .${raClasses.bulkActionsToolbar}`]: {
          position: 'static',
          transform: 'none',
          height: 'auto',
          flexWrap: 'wrap',
          paddingBlock: '2px',
        },
        [`& .${raClasses.bulkActionsToolbarTopToolbar}`]: { flex: '1 1 100%', justifyContent: 'flex-start' },
        [`& .${raClasses.bulkActionsToolbarCollapsed}`]: { display: 'none' },
      }),
    },
  },
  RaTopToolbar: { styleOverrides: { root: atPhoneWidth({ flexWrap: 'wrap', justifyContent: 'flex-start' }) } },
  MuiTablePagination: {
    styleOverrides: { toolbar: atPhoneWidth({ flexWrap: 'wrap', justifyContent: 'flex-end', paddingLeft: '8px' }) },
  },
} as const;
