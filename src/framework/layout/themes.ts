import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { muiClasses } from '../internals/muiClasses';
import { raNotificationClasses } from '../internals/raNotificationClasses';
import { phoneComponents } from './phoneComponents';
import { withCompactComponents } from './compactComponents';
import type { AppConfig } from '../../config/appConfig';

const sharedComponents = {
  ...phoneComponents,
  MuiButtonBase: { ...phoneComponents.MuiButtonBase, defaultProps: { disableRipple: true } },
  MuiUseMediaQuery: { defaultProps: { noSsr: true } },
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
} as const;

/**
 * react-admin's default themes with a primary colour dark enough for WCAG AA text contrast on
 * filled inputs (#1976d2 on the filled background is 4.0:1; #1565c0 is 5.2:1) and a secondary (the
 * app bar) that carries white text (#2196f3 is 3.1:1; #0d47a1 is 8.6:1), and ripples off:
 * they cost re-renders on every click in long lists. Media queries are read while rendering
 * (`noSsr`; there is no server rendering): otherwise react-admin's app bar and sidebar first render
 * for a wide window and then again, synchronously, on a phone.
 */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#1565c0' }, secondary: { main: '#0d47a1' } },
  components: { ...defaultLightTheme.components, ...sharedComponents },
};

/**
 * Dark: error (delete buttons, field errors) is MUI's red 300-like #f28b82, 5.4:1 on the form
 * toolbar's #313131 where MUI's #f44336 is 3.5:1; contained error buttons then carry dark text.
 */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, error: { main: '#f28b82' } },
  components: { ...defaultDarkTheme.components, ...sharedComponents },
};

const compactThemes = {
  lightTheme: { ...lightTheme, compact: true, components: withCompactComponents(lightTheme.components ?? {}) },
  darkTheme: { ...darkTheme, compact: true, components: withCompactComponents(darkTheme.components ?? {}) },
};

/** The light and dark themes of config.json's `layout` (the same objects on every call). */
export function consoleThemes(layout: AppConfig['layout']): { lightTheme: RaThemeOptions; darkTheme: RaThemeOptions } {
  return layout === 'compact' ? compactThemes : { lightTheme, darkTheme };
}
