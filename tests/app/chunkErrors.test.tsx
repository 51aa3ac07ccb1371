import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyComponent } from '../../src/framework/lazyComponent';
import { lazyModule } from '../../src/framework/lazyModule';
import { AppErrorBoundary } from '../../src/framework/layout/AppErrorBoundary';
import { reloadOnceOnChunkError } from '../../src/framework/layout/reloadOnceOnChunkError';

const texts = { title: 'The console could not load', message: 'A part failed to load.', reload: 'Reload' };
const failingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('a part of the console that cannot be downloaded', () => {
  it('reloads the page once, then shows the error screen instead of a blank page', async () => {
    const reload = vi.fn();
    const stop = reloadOnceOnChunkError({ reload });
    try {
      // First failure: the page reloads and the load stays pending (no error flash).
      const first = lazyModule(failingChunk).load();
      let settled = false;
      void first.then(
        () => (settled = true),
        () => (settled = true),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(settled).toBe(false);

      // After that reload, a second failure goes to the error screen.
      const Broken = lazyComponent<object>(failingChunk);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      render(
        <AppErrorBoundary texts={texts}>
          <Suspense fallback="loading">
            <Broken />
          </Suspense>
        </AppErrorBoundary>,
      );
      expect(await screen.findByRole('heading', { name: texts.title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      vi.restoreAllMocks();
    }
  });
});
