import { useCallback, useEffect } from 'react';

/**
 * The anchor of a MUI popover or menu whose opening element may be drawn anew while it is open
 * (a toolbar button is an icon button below `phoneWidth`; a row's menu button is the table's or
 * the card's). MUI would keep the removed element: the popover stays at the window's top left
 * corner and closing gives the focus back to nothing. `find` (one function for good) returns the
 * element shown now; the popover is placed against it, and closing focuses it.
 *
 * Spread the result on the Popover or Menu.
 */
export function usePopoverAnchor(find: () => HTMLElement | null, open: boolean) {
  // One function for good: MUI's Popover cancels its pending re-placement after a resize when
  // `anchorEl` changes.
  const anchorEl = useCallback(() => find() as Element, [find]);
  // Focused on closing, as MUI's focus trap restores the focus: after the trap has let go, before
  // whatever opens next (a dialog chosen in a menu) takes the focus and remembers where it was.
  useEffect(() => {
    if (!open) return;
    return () => find()?.focus();
  }, [open, find]);
  return { anchorEl, disableRestoreFocus: true };
}
