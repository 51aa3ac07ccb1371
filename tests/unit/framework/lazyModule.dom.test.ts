import { isLazyLoadError, LAZY_LOAD_ERROR_EVENT, lazyModule } from '../../../src/framework/lazyModule';

const chunkGone = () => new TypeError('Failed to fetch dynamically imported module');

/** Listens for the lazy-load-error event (optionally preventing it) for the duration of a test. */
function listen(prevent = false) {
  const events: CustomEvent[] = [];
  const listener = (event: Event) => {
    events.push(event as CustomEvent);
    if (prevent) event.preventDefault();
  };
  window.addEventListener(LAZY_LOAD_ERROR_EVENT, listener);
  return { events, stop: () => window.removeEventListener(LAZY_LOAD_ERROR_EVENT, listener) };
}

/** 'resolved', 'rejected' or, when it has not settled within 20 ms, 'pending'. */
function outcome(promise: Promise<unknown>) {
  return Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
  ]);
}

describe('lazyModule', () => {
  let listener: ReturnType<typeof listen> | undefined;
  afterEach(() => listener?.stop());

  it('loads a module once and keeps it', async () => {
    const factory = vi.fn(async () => ({ default: 'Page' }));
    const page = lazyModule(factory);
    expect(page.loaded).toBeUndefined();
    await expect(Promise.all([page.load(), page.preload(), page.load()])).resolves.toEqual([
      { default: 'Page' },
      { default: 'Page' },
      { default: 'Page' },
    ]);
    expect(page.loaded).toEqual({ default: 'Page' });
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('raises one cancelable event with the error, however many wait for the load, and rethrows it', async () => {
    listener = listen();
    const failure = chunkGone();
    const page = lazyModule(() => Promise.reject(failure));
    const results = await Promise.allSettled([page.load(), page.load()]);
    expect(results).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
    expect(listener.events).toHaveLength(1);
    expect(listener.events[0]!.cancelable).toBe(true);
    expect(listener.events[0]!.detail).toBe(failure);
    expect(isLazyLoadError(failure)).toBe(true);
    expect(isLazyLoadError(new Error('render failure'))).toBe(false);
  });

  it('does not rethrow when a listener prevents the event: the load stays pending', async () => {
    listener = listen(true);
    const page = lazyModule(() => Promise.reject(chunkGone()));
    expect(await outcome(page.load())).toBe('pending');
    expect(listener.events).toHaveLength(1);
  });

  it('tries again after a failure', async () => {
    listener = listen();
    const factory = vi.fn<() => Promise<string>>().mockRejectedValueOnce(chunkGone()).mockResolvedValue('Page');
    const page = lazyModule(factory);
    await expect(page.load()).rejects.toThrow('Failed to fetch');
    await expect(page.load()).resolves.toBe('Page');
    expect(factory).toHaveBeenCalledTimes(2);
    expect(listener.events).toHaveLength(1);
  });

  it('a failed preload raises nothing; the load that needs the module tries again and reports its own failure', async () => {
    listener = listen();
    const page = lazyModule(() => Promise.reject(chunkGone()));
    await expect(page.preload()).rejects.toThrow('Failed to fetch');
    expect(listener.events).toHaveLength(0);
    await expect(page.load()).rejects.toThrow('Failed to fetch');
    expect(listener.events).toHaveLength(1);
  });
});
