import { IconButton } from '@mui/material';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { useTranslate } from 'react-admin';
import { useThemeMode } from './useThemeMode';

/**
 * The light/dark switch of both app bars: react-admin's `ToggleThemeButton` (same store key, label
 * and icons) with a native tooltip (`title`) instead of MUI's Tooltip, whose positioning engine
 * (Popper) would add ~15 KB gzipped to the sign-in page, and which renders every app bar a second
 * time, synchronously, right after it first appears.
 */
export function ThemeButton() {
  const translate = useTranslate();
  const [theme, setTheme] = useThemeMode();
  const label = translate('ra.action.toggle_theme', { _: 'Toggle Theme' });
  return (
    <IconButton
      color="inherit"
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
      aria-label={label}
      title={label}
    >
      {theme === 'dark' ? <Brightness7Icon /> : <Brightness4Icon />}
    </IconButton>
  );
}
