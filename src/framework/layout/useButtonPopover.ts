import { useCallback, useRef, useState } from 'react';
import { usePopoverAnchor } from './usePopoverAnchor';

/**
 * A popover opened by a button that may be drawn anew while the popover is open. Toolbar buttons
 * are icon buttons below `phoneWidth` and text buttons above it, so a window resized across that
 * width (or a phone turned) replaces the button's element. MUI's Popover would then stay placed
 * against the removed element (the window's top left corner) and give the focus back to it (the
 * page's body). Here the popover follows the button drawn now, and closing it focuses that button
 * (`usePopoverAnchor`).
 *
 * `ref` goes on both forms of the button; `popoverProps` on the Popover. `mounted` stays true
 * until the closing transition has ended (`onExited`), for content that should go with it.
 */
export function useButtonPopover<T extends HTMLElement = HTMLButtonElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const anchor = usePopoverAnchor(
    useCallback(() => ref.current, []),
    open,
  );
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
    popoverProps: { open, ...anchor, onClose: close },
    onExited: () => setMounted(false),
  };
}
