import { act, renderHook } from '@testing-library/react';
import { useFirstScreenShown } from '../../../src/framework/layout/useFirstScreenShown';

/** A PerformanceObserver stand-in that reports largest-contentful-paint when `report()` is called. */
function fakeLargestPaintObserver() {
  const callbacks: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      callbacks.push(this.callback);
    }
    disconnect() {
      callbacks.splice(callbacks.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { report: () => callbacks.forEach((callback) => callback()) };
}

describe('useFirstScreenShown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('with a title: waits for the browser to report it painted', () => {
    const browser = fakeLargestPaintObserver();
    const { result } = renderHook(() => useFirstScreenShown(true));
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
    act(() => browser.report());
    expect(result.current).toBe(true);
  });

  it('with a title: gives up waiting after 500 ms (no report, e.g. a hidden tab)', () => {
    fakeLargestPaintObserver();
    const { result } = renderHook(() => useFirstScreenShown(true));
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('without a title (or without the report): the next frame', () => {
    fakeLargestPaintObserver();
    const { result } = renderHook(() => useFirstScreenShown(false));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(50)); // a frame, then a task
    expect(result.current).toBe(true);
  });
});
