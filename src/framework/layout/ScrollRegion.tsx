import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A box that scrolls its content sideways (a wide table in a narrow window) instead of widening
 * the page. While its content overflows it is a labelled region in the tab order, so a keyboard
 * user can scroll it with the arrow keys (axe `scrollable-region-focusable`); when everything
 * fits it is a plain box, with no extra tab stop or landmark.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrolls(box.scrollWidth > box.clientWidth + 1));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return () => cancelAnimationFrame(frame);
    // The box's own size (window, menu) and its tables' (columns, rows) decide whether it scrolls.
    const resizes = new ResizeObserver(measure);
    const observeTables = () => {
      resizes.disconnect();
      resizes.observe(box);
      box.querySelectorAll('table').forEach((table) => resizes.observe(table));
    };
    observeTables();
    const mutations = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(() => {
      observeTables();
      measure();
    });
    mutations?.observe(box, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      resizes.disconnect();
      mutations?.disconnect();
    };
  }, []);
  return (
    <Box
      ref={ref}
      sx={{ overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </Box>
  );
}
