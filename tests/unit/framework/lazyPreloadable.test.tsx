import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPreloadable } from '../../../src/framework/routing/lazyPreloadable';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPreloadable', () => {
  it('loads on first render behind the Suspense fallback when not preloaded', async () => {
    const load = vi.fn(async () => Hello);
    const { Component } = lazyPreloadable(load);
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
    const { Component, preload } = lazyPreloadable(load);
    await Promise.all([preload(), preload()]);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="preloaded" />
      </Suspense>,
    );
    expect(screen.getByText('Hello preloaded')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload', async () => {
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const { Component, preload } = lazyPreloadable(load);
    await expect(preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="again" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
