/**
 * A PerformanceObserver stand-in (jsdom has none) that supports largest-contentful-paint and
 * reports it to every observer when `report()` is called, as a browser does once the first screen
 * is presented.
 */
export function fakeLargestPaintObserver(): { report: () => void } {
  const callbacks: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      callbacks.push(this.callback);
    }
    disconnect() {
      const index = callbacks.indexOf(this.callback);
      if (index >= 0) callbacks.splice(index, 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { report: () => [...callbacks].forEach((callback) => callback()) };
}
