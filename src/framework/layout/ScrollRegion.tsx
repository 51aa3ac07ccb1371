import { useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { raClasses } from '../internals/raClasses';

/** react-admin DataTable's box around the table (its bulk actions toolbar sits outside it). */
export const dataTableScroller = `.${raClasses.dataTableWrapper}`;

// Positioned, so absolutely positioned content (a visually hidden text in a cell) scrolls and is
// clipped with the table instead of widening the page from where it would sit.
const scrollSx = {
  position: 'relative',
  overflowX: 'auto',
  maxWidth: '100%',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

/**
 * A box that scrolls its content sideways (a wide table in a narrow window) instead of widening
 * the page. While its content overflows it is a labelled region in the tab order, so a keyboard
 * user can scroll it with the arrow keys (axe `scrollable-region-focusable`); when everything
 * fits it is a plain box, with no extra tab stop or landmark.
 *
 * `target` (a CSS selector) makes a descendant the scrolling box instead, e.g. `dataTableScroller`
 * for react-admin's DataTable: its bulk actions toolbar slides over the list's top bar and would
 * be clipped inside a scrolling box.
 *
 * Kept cheap, since a list re-renders its rows often: overflow is measured (once a frame at most)
 * only when the scrolling box or one of its direct children (the table) changes size, and the
 * observers do not watch the rows. The target is looked for in the whole subtree only while it
 * is missing; once found, only the elements between this box and it are watched, for its removal.
 */
export function ScrollRegion({ label, target, children }: { label: string; target?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outer = ref.current;
    if (!outer) return;
    let box: HTMLElement | null = null;
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (!box?.isConnected) return;
      if (box.scrollWidth > box.clientWidth + 1) {
        box.tabIndex = 0;
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', label);
      } else {
        box.removeAttribute('tabindex');
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
      }
    };
    const update = () => {
      frame ||= requestAnimationFrame(measure);
    };
    if (typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') {
      box = target ? outer.querySelector<HTMLElement>(target) : outer;
      update();
      return () => cancelAnimationFrame(frame);
    }
    // Overflow changes when the box's width does (window, menu) or its content's (columns, rows).
    const resizes = new ResizeObserver(update);
    // The box's direct children (the table replaced), and where the target may appear or go.
    const mutations = new MutationObserver(() => {
      if (box?.isConnected && (!target || outer.contains(box))) observeContent();
      else attach();
    });
    const observeContent = () => {
      resizes.disconnect();
      if (!box) return;
      resizes.observe(box);
      for (const child of Array.from(box.children)) resizes.observe(child);
    };
    const attach = () => {
      mutations.disconnect();
      box = target ? outer.querySelector<HTMLElement>(target) : outer;
      observeContent();
      if (!box) {
        mutations.observe(outer, { childList: true, subtree: true }); // until the target shows up
        return;
      }
      mutations.observe(box, { childList: true });
      for (let node = box.parentElement; node && box !== outer; node = node.parentElement) {
        mutations.observe(node, { childList: true });
        if (node === outer) break;
      }
      update();
    };
    attach();
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [label, target]);
  return (
    <Box ref={ref} sx={target ? { [`& ${target}`]: scrollSx } : scrollSx}>
      {children}
    </Box>
  );
}
