import { Component, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { createErrorLogger } from '../../../src/api/http/ErrorLogger';
import { HttpError } from '../../../src/api/http/HttpError';
import { LAZY_LOAD_ERROR_EVENT } from '../../../src/framework/lazyModule';
import { reportUncaughtErrors, rootErrorOptions } from '../../../src/framework/reportUncaughtErrors';

/** The real logger, posting to a recording fetch: what the log service would receive. */
function logService() {
  const posted: { msg: string; args: { context?: { source?: string } } }[] = [];
  const logger = createErrorLogger({
    logUrl: 'https://logs.example.test/',
    appId: 'console',
    getOrg: () => 'acme',
    fetch: async (_input, init) => {
      posted.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    },
  });
  const sent = () => posted.map((entry) => [entry.msg, entry.args.context?.source]);
  return { logger, sent };
}

describe('errors no request reports reach the log service', () => {
  it('posts uncaught errors, unhandled rejections and failed lazy loads, until uninstalled', () => {
    const { logger, sent } = logService();
    const target = new EventTarget();
    const uninstall = reportUncaughtErrors(logger, target);
    target.dispatchEvent(
      new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }),
    );
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected promise') }));
    target.dispatchEvent(
      new CustomEvent(LAZY_LOAD_ERROR_EVENT, { detail: new TypeError('Failed to fetch dynamically imported module') }),
    );
    // What SPEC §8 excludes stays out: a 422.
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new HttpError('Invalid', 422) }));
    expect(sent()).toEqual([
      ['x is undefined', 'uncaught'],
      ['rejected promise', 'unhandledrejection'],
      ['Failed to fetch dynamically imported module', 'lazy-load'],
    ]);
    uninstall();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
    expect(sent()).toHaveLength(3);
  });

  it("posts what an error boundary catches, through the React root's options", async () => {
    const { logger, sent } = logService();
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    function Broken(): ReactNode {
      throw new Error('render failed');
    }
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    const root = createRoot(
      container,
      rootErrorOptions(() => logger),
    );
    await act(async () =>
      root.render(
        <Boundary>
          <Broken />
        </Boundary>,
      ),
    );
    expect(container.textContent).toBe('failed');
    expect(sent()).toEqual([['render failed', 'error-boundary']]);
    act(() => root.unmount());
    consoleError.mockRestore();
  });
});
