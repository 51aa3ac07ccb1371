import { LAZY_LOAD_ERROR_EVENT, lazyWithEvent } from '../../../src/api/http/lazyImport';

describe('lazyWithEvent', () => {
  it('passes a loaded module through', async () => {
    await expect(lazyWithEvent(async () => ({ default: 'Page' }))).resolves.toEqual({ default: 'Page' });
  });

  it('dispatches a cancelable event with the error and rethrows it when not prevented', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const listener = vi.fn((event: Event) => {
      expect(event.cancelable).toBe(true);
      expect((event as CustomEvent).detail).toBe(failure);
    });
    window.addEventListener(LAZY_LOAD_ERROR_EVENT, listener);

    await expect(lazyWithEvent(() => Promise.reject(failure))).rejects.toBe(failure);

    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(LAZY_LOAD_ERROR_EVENT, listener);
  });

  it('does not rethrow when a listener prevents the event', async () => {
    const prevent = (event: Event) => event.preventDefault();
    window.addEventListener(LAZY_LOAD_ERROR_EVENT, prevent);

    const outcome = await Promise.race([
      lazyWithEvent(() => Promise.reject(new Error('chunk gone'))).then(
        () => 'resolved',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);

    expect(outcome).toBe('pending');
    window.removeEventListener(LAZY_LOAD_ERROR_EVENT, prevent);
  });
});
