import { act, renderHook } from '@testing-library/react';
import { useFirstScreenShown } from '../../../src/framework/layout/useFirstScreenShown';
import { fakeLargestPaintObserver } from '../../support/fakeLargestPaintObserver';

describe('useFirstScreenShown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('with a title: false until the browser reports it painted, then true', async () => {
    const browser = fakeLargestPaintObserver();
    const { result } = renderHook(() => useFirstScreenShown(true));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(false);
    await act(async () => browser.report());
    expect(result.current).toBe(true);
  });

  it('without a title: true after the next frame', async () => {
    fakeLargestPaintObserver();
    const { result } = renderHook(() => useFirstScreenShown(false));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current).toBe(true);
  });
});
