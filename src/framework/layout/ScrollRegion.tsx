import { useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';

/** react-admin DataTable's box around the table (its bulk actions toolbar sits outside it). */
export const dataTableScroller = '.RaDataTable-tableWrapper';

const scrollSx = { overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } } as const;

/**
 * A box that scrolls its content sideways (a wide table in a narrow window) instead of widening
 * the page. While its content overflows it is a labelled region in the tab order, so a keyboard
 * user can scroll it with the arrow keys (axe `scrollable-region-focusable`); when everything
 * fits it is a plain box, with no extra tab stop or landmark.
 *
 * `target` (a CSS selector) makes a descendant the scrolling box instead, e.g. `dataTableScroller`
 * for react-admin's DataTable: its bulk actions toolbar slides over the list's top bar and would
 * be clipped inside a scrolling box.
 */
export function ScrollRegion({ label, target, children }: { label: string; target?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outer = ref.current;
    if (!outer) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const box = target ? outer.querySelector<HTMLElement>(target) : outer;
        if (!box) return;
        if (box.scrollWidth > box.clientWidth + 1) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', label);
        } else {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      });
    };
    update();
    if (typeof ResizeObserver === 'undefined') return () => cancelAnimationFrame(frame);
    // The box's own size (window, menu) and its tables' (columns, rows) decide whether it scrolls.
    const resizes = new ResizeObserver(update);
    const observe = () => {
      resizes.disconnect();
      resizes.observe(outer);
      outer.querySelectorAll('table').forEach((table) => resizes.observe(table));
    };
    observe();
    const mutations =
      typeof MutationObserver === 'undefined'
        ? undefined
        : new MutationObserver(() => {
            observe();
            update();
          });
    mutations?.observe(outer, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      mutations?.disconnect();
    };
  }, [label, target]);
  return (
    <Box ref={ref} sx={target ? { [`& ${target}`]: scrollSx } : scrollSx}>
      {children}
    </Box>
  );
}
