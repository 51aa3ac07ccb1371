import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { listBodySx } from '../../../internals/redrawn/ListBody';

/** The smallest side of anything a finger presses at a phone's width (WCAG 2.5.5). */
const touch = '44px';

/**
 * Styles of the phone list's cards, set once on the list (as `listBodySx` for the table, whose
 * chip and actions-button styles the cards share): every control is at least 44 × 44 px.
 */
export const phoneListSx = (theme: Theme): SystemStyleObject<Theme> => ({
  ...listBodySx(theme),
  // A card has room for a value whole and for chips as wide as they were before the table's were
  // narrowed to fit every column (decision 0026).
  '& .fw-card .fw-clip': { display: 'inline', maxWidth: 'none', whiteSpace: 'normal', overflowWrap: 'anywhere' },
  '& .fw-card .fw-chip': { maxWidth: '8.5em', padding: '0 8px' },
  '& .fw-cards': { listStyle: 'none', margin: 0, padding: 0 },
  '& .fw-card': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '4px',
    padding: '4px 0',
    borderBottom: `1px solid ${theme.palette.divider}`,
    fontFamily: theme.typography.body2.fontFamily,
    fontSize: theme.typography.body2.fontSize,
    color: theme.palette.text.primary,
  },
  '& .fw-card.fw-selected': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '& .fw-card-check, & .fw-card-selectall': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: touch,
    minHeight: touch,
    flex: 'none',
    cursor: 'pointer',
  },
  '& .fw-card-selectall': { gap: '4px', paddingRight: '12px', fontSize: theme.typography.body2.fontSize },
  // 24 px: WCAG 2.2's minimum target size for the box itself (its label makes the 44 px area).
  '& .fw-card input[type="checkbox"], & .fw-card-selectall input': {
    width: 24,
    height: 24,
    margin: '10px',
    accentColor: theme.palette.primary.main,
    cursor: 'pointer',
  },
  '& .fw-card-body': { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  '& .fw-card-title': {
    display: 'flex',
    alignItems: 'center',
    minHeight: touch,
    fontSize: theme.typography.body1.fontSize,
    fontWeight: theme.typography.fontWeightMedium,
    color: theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.light,
    textDecoration: 'none',
  },
  // A title that opens nothing is not coloured like a link.
  '& span.fw-card-title': { color: theme.palette.text.primary },
  'a.fw-card-title:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .fw-card-line': { color: theme.palette.text.secondary, paddingBottom: '2px' },
  '& .fw-card-value': { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '6px', minWidth: 0 },
  // Several short values on one line (`PhoneCardValue`s side by side).
  '& .fw-card-values': { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '16px' },
  '& .fw-card-label': { color: theme.palette.text.secondary, fontSize: theme.typography.pxToRem(12) },
  '& .fw-card-chips': { display: 'flex', flexWrap: 'wrap', gap: '4px 12px', padding: '4px 0 6px' },
  // The row's menu, and under it the drag handle of a list with drag ordering.
  '& .fw-card-actions': { flex: 'none', display: 'flex', flexDirection: 'column', alignItems: 'center' },
  '& .fw-card-actions .fw-row-actions': { width: touch, height: touch, alignItems: 'center', justifyContent: 'center' },
});
