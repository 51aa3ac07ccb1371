// The canvas check decides whether the dashboard draws at all: false in jsdom without touching
// getContext (jsdom logs "not implemented" for it), true in a browser with a 2D context; checked once.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

const load = () => import('../../../src/pages/dashboard/canvasSupport');

describe('canvas2dAvailable', () => {
  it('is false in jsdom, without calling getContext', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    const { canvas2dAvailable, textWidth } = await load();
    expect(canvas2dAvailable()).toBe(false);
    expect(textWidth('Nov 14', '12px sans-serif')).toBe(0);
    expect(getContext).not.toHaveBeenCalled();
  });

  it('is true where a 2D context exists, and asks the browser once', async () => {
    vi.stubGlobal('CanvasRenderingContext2D', class {});
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ({ font: '', measureText: (text: string) => ({ width: text.length * 6 }) }) as never);
    const { canvas2dAvailable, textWidth } = await load();
    expect(canvas2dAvailable()).toBe(true);
    expect(canvas2dAvailable()).toBe(true);
    expect(getContext).toHaveBeenCalledTimes(1);
    expect(textWidth('Nov 14', '12px sans-serif')).toBe(36);
  });

  it('is false when the browser gives no 2D context (canvas disabled)', async () => {
    vi.stubGlobal('CanvasRenderingContext2D', class {});
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { canvas2dAvailable } = await load();
    expect(canvas2dAvailable()).toBe(false);
  });
});

describe('loadUplot', () => {
  it('loads nothing where no canvas can be drawn on', async () => {
    const { loadUplot, preloadUplot } = await import('../../../src/pages/dashboard/loadUplot');
    expect(loadUplot()).toBeNull();
    expect(() => preloadUplot()).not.toThrow();
  });
});
