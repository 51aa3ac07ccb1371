/**
 * jsdom has no layout: for the dashboard's charts, a chart's box (the `role="img"` element it draws
 * in, whose width it draws at) and recharts' wrapper in it (where the hover read-out finds the
 * mouse) are `width` × `height` px, every other element 0. Call in a `beforeEach`;
 * `vi.restoreAllMocks()` undoes it.
 */
export function stubChartLayout(width = 600, height = 240) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const sized = this.getAttribute('role') === 'img' || this.classList.contains('recharts-wrapper');
    const [w, h] = sized ? [width, height] : [0, 0];
    return { x: 0, y: 0, left: 0, top: 0, width: w, height: h, right: w, bottom: h, toJSON: () => ({}) };
  });
}
