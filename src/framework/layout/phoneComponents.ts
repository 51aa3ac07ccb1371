import type { CSSObject, Theme } from '@mui/material/styles';
import { muiClasses } from '../internals/muiClasses';
import { phoneWidth } from './phoneWidth';

/** The smallest side of what a finger presses at a phone's width (WCAG 2.5.5). */
export const touch = '44px';

/** A style override that applies below the phone width. */
export const atPhoneWidth =
  (styles: CSSObject) =>
  ({ theme }: { theme: Theme }) => ({ [phoneWidth(theme)]: styles });

/**
 * Theme overrides for a phone's width (below the `sm` breakpoint), on every screen of both
 * shells. Every control is at least 44 × 44 px: buttons of any kind (ButtonBase: buttons, icon
 * buttons, tabs, menu items, checkboxes), text fields, and links (by vertical padding, which
 * enlarges the area a finger hits without moving the text of a link inside a sentence). What only
 * the signed-in screens draw (lists' toolbars, pagers, date pickers) is `adminComponents`'.
 */
export const phoneComponents = {
  MuiButtonBase: { styleOverrides: { root: atPhoneWidth({ minWidth: touch, minHeight: touch }) } },
  MuiInputBase: { styleOverrides: { root: atPhoneWidth({ minHeight: touch }) } },
  // A switch's thumb is its ButtonBase, centred in it: grown to 44 px it sat below and right of
  // the track. A negative margin of half the growth puts it back (38 px base, 24 px when small).
  MuiSwitch: {
    styleOverrides: {
      switchBase: atPhoneWidth({ margin: '-3px' }),
      sizeSmall: ({ theme }: { theme: Theme }) => ({
        [phoneWidth(theme)]: { [`& .${muiClasses.switchBase}`]: { margin: '-10px' } },
      }),
    },
  },
  MuiLink: { styleOverrides: { root: atPhoneWidth({ paddingTop: '10px', paddingBottom: '10px' }) } },
} as const;
