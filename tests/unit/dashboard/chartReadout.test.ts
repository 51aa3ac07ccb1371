import type uPlot from 'uplot';
import { readoutPlugin, type ReadoutLook } from '../../../src/pages/dashboard/chartReadout';

const look: ReadoutLook = { background: 'rgb(255, 255, 255)', color: 'rgb(0, 0, 0)', border: 'rgba(0, 0, 0, 0.12)', shadow: 'none', radius: '4px', font: '14px sans-serif' };

/** The part of a uPlot instance the plugin uses: its overlay and cursor. */
function fakePlot() {
  const over = document.createElement('div');
  return { over, cursor: {} as uPlot.Cursor } as unknown as uPlot & { cursor: uPlot.Cursor };
}

function start(read = (index: number) => [`day ${index}`, `Requests: ${index * 10}`]) {
  const plot = fakePlot();
  const plugin = readoutPlugin(read, look);
  const hooks = plugin.hooks as Required<uPlot.Hooks.Defs>;
  hooks.init(plot, {} as uPlot.Options, [[]]);
  const move = (cursor: Partial<uPlot.Cursor>) => {
    Object.assign(plot.cursor, cursor);
    hooks.setCursor(plot);
  };
  const box = plot.over.querySelector<HTMLDivElement>('.chart-readout')!;
  return { box, move };
}

describe('readoutPlugin', () => {
  it('adds a hidden read-out to the overlay, in the theme colours', () => {
    const { box } = start();
    expect(box).not.toBeNull();
    expect(box.style.display).toBe('none');
    expect(box.style.background).toBe(look.background);
    expect(box.style.color).toBe(look.color);
    expect(box.style.pointerEvents).toBe('none');
  });

  it('shows the lines of the point under the cursor, then hides when the cursor leaves', () => {
    const { box, move } = start();
    move({ idx: 3, left: 40, top: 20 });
    expect(box.style.display).toBe('block');
    expect([...box.children].map((line) => line.textContent)).toEqual(['day 3', 'Requests: 30']);
    move({ idx: 4, left: 50, top: 20 });
    expect(box.textContent).toBe('day 4Requests: 40');
    move({ idx: null, left: -10, top: -10 });
    expect(box.style.display).toBe('none');
  });

  it('sets the lines as text, never as markup', () => {
    const { box, move } = start(() => ['<img src=x onerror=alert(1)>']);
    move({ idx: 0, left: 10, top: 10 });
    expect(box.querySelector('img')).toBeNull();
    expect(box.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
