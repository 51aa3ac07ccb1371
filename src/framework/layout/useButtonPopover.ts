import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A popover opened by a button that may be drawn anew while the popover is open. Toolbar buttons
 * are icon buttons below `phoneWidth` and text buttons above it, so a window resized across that
 * width (or a phone turned) replaces the button's element. MUI's Popover would then stay placed
 * against the removed element (the window's top left corner) and give the focus back to it (the
 * page's body). Here the popover follows the button drawn now, and closing it focuses that button.
 *
 * `ref` goes on both forms of the button; `popoverProps` on the Popover. `mounted` stays true
 * until the closing transition has ended (`onExited`), for content that should go with it.
 */
export function useButtonPopover<T extends HTMLElement = HTMLButtonElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // Resolved each time MUI places the popover: the element shown now. One function for good:
  // MUI's Popover cancels its pending re-placement after a resize when `anchorEl` changes.
  const anchorEl = useCallback(() => ref.current as Element, []);
  const focusButton = useCallback(() => ref.current?.focus(), []);
  // Focused on closing, as MUI's focus trap restores the focus: after the trap has let go, before
  // whatever opens next (a dialog chosen in a menu) takes the focus and remembers where it was.
  useEffect(() => {
    if (!open) return;
    return focusButton;
  }, [open, focusButton]);
  const close = useCallback(() => setOpen(false), []);
  return {
    ref,
    open,
    mounted,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    close,
    popoverProps: { open, anchorEl, disableRestoreFocus: true, onClose: close },
    onExited: () => setMounted(false),
  };
}
