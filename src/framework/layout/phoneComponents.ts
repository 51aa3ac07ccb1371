import type { CSSObject, Theme } from '@mui/material/styles';
import { muiClasses } from '../internals/muiClasses';
import { raClasses } from '../internals/raClasses';
import { phoneWidth } from './phoneWidth';

/** The smallest side of what a finger presses at a phone's width (WCAG 2.5.5). */
const touch = '44px';

const atPhoneWidth =
  (styles: CSSObject) =>
  ({ theme }: { theme: Theme }) => ({ [phoneWidth(theme)]: styles });

/**
 * Theme overrides for a phone's width (below the `sm` breakpoint), on every screen of both
 * shells. Every control is at least 44 × 44 px: buttons of any kind (ButtonBase: buttons, icon
 * buttons, tabs, menu items, checkboxes), text fields, and links (by vertical padding, which
 * enlarges the area a finger hits without moving the text of a link inside a sentence). A list's
 * toolbar (react-admin's TopToolbar, right-aligned and unwrapped) wraps its buttons onto a second
 * line instead of pushing the first ones out of the window's left edge, where no scroll reaches;
 * so does a table's pagination (rows per page, range, arrows), whose last arrow went out of its
 * card. A date picker's calendar makes room for its 44 px days. A list's bulk actions bar (only
 * above phone cards at this width) pushes the cards down instead of sliding over the list's
 * toolbar, and grows to hold its buttons: the count on the first line, the buttons wrapping
 * under it (at react-admin's fixed 48 px, several buttons spilled over the toolbar and the cards);
 * with nothing selected it is not there at all (react-admin's is 0 px high, its buttons still
 * targets beside the select-all box). As theme overrides, these come after react-admin's own
 * styles of the bar, whatever was drawn first.
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
  MuiLink: { styleOverrides: { root: atPhoneWidth({ paddingTop: '10px', paddingBottom: '10px' }) } },
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
