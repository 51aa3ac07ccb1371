import type { Theme } from '@mui/material/styles';

/**
 * A phone's width: below the theme's `sm` breakpoint, where lists are cards and menus compact
 * (`useIsPhone` in components, `[phoneWidth(theme)]` in styles).
 */
export const phoneWidth = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * The same width as a media query, for code that runs before any theme exists (preloading the
 * phone list on a signed-in start). MUI's default `sm` (600 px), which the console's themes keep.
 */
export const phoneMediaQuery = '(max-width:599.95px)';
