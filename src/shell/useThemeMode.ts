import { useMediaQuery } from '@mui/material';
import { useTheme, useThemesContext } from 'react-admin';

/**
 * The signed-in user's theme (`light` or `dark`, react-admin's `theme` store key: the system's
 * preference until one is chosen) and its setter, for the app bar's switch and the command palette.
 */
export function useThemeMode(): [mode: 'light' | 'dark', setMode: (mode: 'light' | 'dark') => void] {
  const { darkTheme, defaultTheme } = useThemesContext();
  const prefersDarkMode = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [theme, setTheme] = useTheme(defaultTheme || (prefersDarkMode && darkTheme ? 'dark' : 'light'));
  return [theme === 'dark' ? 'dark' : 'light', setTheme];
}
