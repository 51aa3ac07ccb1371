let available: boolean | undefined;
let measuring: CanvasRenderingContext2D | null = null;

/**
 * Whether this browser can draw on a 2D canvas; checked once. jsdom (the component tests) has no
 * canvas: its `getContext` only reports "not implemented" on the console, so the check first looks
 * for the 2D context interface, which jsdom lacks, and calls `getContext` only where it exists.
 */
export function canvas2dAvailable(): boolean {
  available ??= typeof CanvasRenderingContext2D === 'function' && document.createElement('canvas').getContext('2d') !== null;
  return available;
}

/**
 * Width in CSS pixels of `text` drawn in `font` (a CSS font shorthand), measured on a canvas of its
 * own (a chart's canvas keeps its font state); 0 where no canvas is available.
 */
export function textWidth(text: string, font: string): number {
  if (!canvas2dAvailable()) return 0;
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return 0;
  measuring.font = font;
  return measuring.measureText(text).width;
}
