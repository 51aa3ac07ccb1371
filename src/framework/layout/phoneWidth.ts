import type { Theme } from '@mui/material/styles';

/** Lists are cards (`PhoneList`) below the theme's `sm` breakpoint: a phone's width. */
export const phoneWidth = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * The same width as a media query, for code that runs before any theme exists (preloading the
 * phone list on a signed-in start). MUI's default `sm` (600 px), which the console's themes keep.
 */
export const phoneMediaQuery = '(max-width:599.95px)';
