import { firstScreenShown } from '../../../src/browser/firstScreenShown';
import { fakeLargestPaintObserver } from '../../support/fakeLargestPaintObserver';

/** Whether `promise` has settled once pending timers up to `ms` ran. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('firstScreenShown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('with text: resolves when the browser reports the largest paint, not before', async () => {
    const browser = fakeLargestPaintObserver();
    const shown = firstScreenShown({ text: true });
    expect(await settledAfter(shown, 100)).toBe(false);
    browser.report();
    expect(await settledAfter(shown, 0)).toBe(true);
  });

  it('with text: gives up waiting after 500 ms (no report)', async () => {
    fakeLargestPaintObserver();
    const shown = firstScreenShown({ text: true });
    expect(await settledAfter(shown, 499)).toBe(false);
    expect(await settledAfter(shown, 1)).toBe(true);
  });

  it('without text: the task after the next frame', async () => {
    fakeLargestPaintObserver();
    const shown = firstScreenShown({ text: false });
    expect(await settledAfter(shown, 0)).toBe(false);
    expect(await settledAfter(shown, 50)).toBe(true);
  });

  it('without the report in a hidden tab (no frame is coming): at once', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const shown = firstScreenShown({ text: true });
    expect(await settledAfter(shown, 0)).toBe(true);
  });

  it('never resolves once aborted', async () => {
    const browser = fakeLargestPaintObserver();
    const controller = new AbortController();
    const shown = firstScreenShown({ text: true, signal: controller.signal });
    controller.abort();
    browser.report();
    expect(await settledAfter(shown, 1000)).toBe(false);
  });
});
