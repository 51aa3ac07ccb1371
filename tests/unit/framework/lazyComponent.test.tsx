import { Suspense, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { lazyComponent } from '../../../src/framework/lazyComponent';
import { LAZY_LOAD_ERROR_EVENT } from '../../../src/framework/lazyModule';
import { AppErrorBoundary } from '../../../src/framework/layout/AppErrorBoundary';
import { reloadOnceOnChunkError } from '../../../src/framework/layout/reloadOnceOnChunkError';
import { lazyPage } from '../../../src/framework/routing/lazyPage';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('loads on first render behind the Suspense fallback when not preloaded', async () => {
    const load = vi.fn(async () => Hello);
    const Component = lazyComponent(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="lazy" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello lazy')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded module at once, without a fallback, and loads it once', async () => {
    const load = vi.fn(async () => Hello);
    const Component = lazyComponent(load);
    await Promise.all([Component.preload(), Component.preload()]);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="preloaded" />
      </Suspense>,
    );
    expect(screen.getByText('Hello preloaded')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with a fallback of its own, suspends there and leaves the rest of the screen alone', async () => {
    const Component = lazyComponent(async () => Hello, { fallback: <p>one part loading</p> });
    render(
      <Suspense fallback={<p>whole screen loading</p>}>
        <p>The form</p>
        <Component name="part" />
      </Suspense>,
    );
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(screen.getByText('one part loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello part')).toBeInTheDocument();
  });

  it('tries again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Hello);
    const Component = lazyComponent(load);
    await expect(Component.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="again" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/**
 * SPEC §8 for every kind of lazily loaded code: a failure raises the lazy-load-error event once
 * and is rethrown unless the event is prevented. The console's own listener
 * (reloadOnceOnChunkError) prevents the first one and reloads the page; after that reload the
 * failure reaches the error screen.
 */
const texts = { title: 'The console could not load', message: 'A part failed to load.', reload: 'Reload' };
const failingChunk = (): Promise<never> => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const RELOADED_FLAG = 'console:reloaded-for-chunk';

interface Kind {
  name: string;
  /** Mounts a fresh lazy part whose module fails to download (React caches a lazy failure per component). */
  mount(): Promise<ReactNode>;
  /** What the user sees while the part loads. */
  waiting(): HTMLElement;
}

const kinds: Kind[] = [
  {
    name: 'a route page (lazyPage)',
    mount: async () => lazyPage(failingChunk),
    waiting: () => screen.getByRole('progressbar', { name: '…' }),
  },
  {
    name: "a declaration's component (lazyComponent with its own boundary)",
    mount: async () => {
      const Input = lazyComponent<object>(failingChunk, { fallback: null });
      return (
        <form aria-label="Credential">
          <label>
            Name <input />
          </label>
          <Input />
        </form>
      );
    },
    waiting: () => screen.getByRole('textbox', { name: 'Name' }),
  },
  {
    name: 'a preloaded shell (lazyComponent with preload, in the nearest boundary)',
    mount: async () => {
      const Shell = lazyComponent<object>(failingChunk);
      await expect(Shell.preload()).rejects.toThrow('Failed to fetch');
      return (
        <Suspense fallback={<p>Starting the console…</p>}>
          <Shell />
        </Suspense>
      );
    },
    waiting: () => screen.getByText('Starting the console…'),
  },
];

describe.each(kinds)('$name that cannot be downloaded', (kind) => {
  const reload = vi.fn();
  const events = vi.fn();
  let stop: () => void = () => undefined;
  beforeEach(() => {
    sessionStorage.removeItem(RELOADED_FLAG);
    reload.mockClear();
    events.mockClear();
    window.addEventListener(LAZY_LOAD_ERROR_EVENT, events);
    stop = reloadOnceOnChunkError({ reload });
  });
  afterEach(() => {
    stop();
    window.removeEventListener(LAZY_LOAD_ERROR_EVENT, events);
    sessionStorage.removeItem(RELOADED_FLAG);
    vi.restoreAllMocks();
  });

  it('raises the event once; prevented (the page reloads), no error shows and the loading state stays', async () => {
    render(<AppErrorBoundary texts={texts}>{await kind.mount()}</AppErrorBoundary>);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(kind.waiting()).toBeInTheDocument();
  });

  it('raises the event once and, not prevented (already reloaded once), rethrows to the error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.setItem(RELOADED_FLAG, String(Date.now()));
    render(<AppErrorBoundary texts={texts}>{await kind.mount()}</AppErrorBoundary>);
    expect(await screen.findByRole('heading', { name: texts.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.reload })).toBeInTheDocument();
    expect(events).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});
