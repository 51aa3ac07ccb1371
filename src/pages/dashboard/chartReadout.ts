import type uPlot from 'uplot';

/** Colours and font of the read-out, from the MUI theme. */
export interface ReadoutLook {
  background: string;
  color: string;
  border: string;
  shadow: string;
  radius: string;
  font: string;
}

/** Distance between the cursor and the read-out, in CSS pixels. */
const OFFSET = 12;

/**
 * A uPlot plugin: a small box next to the cursor with the lines `read(index)` gives for the point
 * under it (e.g. its date and value), hidden when the cursor leaves the plot. It sits in uPlot's
 * own overlay, inside the chart's `role="img"` box: the text alternative stays the accessible
 * content, the read-out is what a sighted mouse user hovers for. Lines are set as text, never markup.
 */
export function readoutPlugin(read: (index: number) => readonly string[], look: ReadoutLook): uPlot.Plugin {
  let box: HTMLDivElement | undefined;
  let shown: number | null = null;
  return {
    hooks: {
      init: (u: uPlot) => {
        box = document.createElement('div');
        box.className = 'chart-readout';
        Object.assign(box.style, {
          position: 'absolute',
          left: '0',
          top: '0',
          display: 'none',
          pointerEvents: 'none',
          whiteSpace: 'nowrap',
          zIndex: '1',
          padding: '4px 8px',
          background: look.background,
          color: look.color,
          border: `1px solid ${look.border}`,
          borderRadius: look.radius,
          boxShadow: look.shadow,
          font: look.font,
        } satisfies Partial<CSSStyleDeclaration>);
        u.over.appendChild(box);
      },
      setCursor: (u: uPlot) => {
        if (!box) return;
        const { idx, left = -1, top = -1 } = u.cursor;
        if (idx == null || left < 0) {
          box.style.display = 'none';
          shown = null;
          return;
        }
        if (idx !== shown) {
          box.replaceChildren(
            ...read(idx).map((line) => {
              const row = document.createElement('div');
              row.textContent = line;
              return row;
            }),
          );
          shown = idx;
        }
        box.style.display = 'block';
        // Right of the cursor, or left of it near the right edge; below it, kept inside the plot.
        const width = box.offsetWidth;
        const height = box.offsetHeight;
        const x = left + OFFSET + width > u.over.clientWidth ? Math.max(0, left - OFFSET - width) : left + OFFSET;
        const y = Math.max(0, Math.min(top + OFFSET, u.over.clientHeight - height));
        box.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
      },
    },
  };
}
