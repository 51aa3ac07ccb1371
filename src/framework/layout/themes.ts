import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { phoneComponents } from './phoneComponents';
import { withCompactComponents } from './compactComponents';
import type { AppConfig } from '../../config/appConfig';

const sharedComponents = {
  ...phoneComponents,
  MuiButtonBase: { ...phoneComponents.MuiButtonBase, defaultProps: { disableRipple: true } },
  MuiUseMediaQuery: { defaultProps: { noSsr: true } },
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

export type ConsoleThemes = { lightTheme: RaThemeOptions; darkTheme: RaThemeOptions };

const withComponents = (theme: RaThemeOptions, components: object): RaThemeOptions => ({
  ...theme,
  components: { ...theme.components, ...components },
});
const compactOf = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  compact: true,
  components: withCompactComponents(theme.components ?? {}),
});

/**
 * The light and dark themes by config.json's `layout`, with `components` added to the shared
 * overrides (the compact layout's default props merged last).
 */
export function themesWith(components: object): Record<AppConfig['layout'], ConsoleThemes> {
  const light = withComponents(lightTheme, components);
  const dark = withComponents(darkTheme, components);
  return {
    comfortable: { lightTheme: light, darkTheme: dark },
    compact: { lightTheme: compactOf(light), darkTheme: compactOf(dark) },
  };
}

const firstScreenThemes = themesWith({});

/**
 * The themes of the guest shell and the start screen in config.json's `layout` (the same objects on
 * every call); the admin shell adds its own components' overrides (`adminThemes`).
 */
export function consoleThemes(layout: AppConfig['layout']): ConsoleThemes {
  return firstScreenThemes[layout];
}
