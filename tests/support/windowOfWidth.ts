import { vi } from 'vitest';

/**
 * jsdom has no `matchMedia` (MUI's useMediaQuery then matches nothing): a stand-in that answers
 * the width queries of MUI's breakpoints for a window `width` px wide. Undo with `vi.unstubAllGlobals()`.
 */
export function windowOfWidth(width: number) {
  const matches = (query: string) =>
    query.split(/\s+and\s+/).every((part) => {
      const min = /min-width:\s*([\d.]+)px/.exec(part);
      const max = /max-width:\s*([\d.]+)px/.exec(part);
      if (min) return width >= Number(min[1]);
      if (max) return width <= Number(max[1]);
      return false;
    });
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
