import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * happy-dom for the component tests (vitest.config.ts), with Node's own fetch and its companions.
 * vitest's happy-dom environment puts happy-dom's fetch, Request, Response, Headers and
 * AbortController in the globals; the console's requests would then go through happy-dom's
 * implementation, which drops what it does not model (a request's `keepalive`, for one). With
 * Node's, the requests the simulator (MSW) sees are those a browser's fetch would make, as before
 * under jsdom, which has no fetch of its own.
 */
const nodeFetchGlobals = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'FormData'];

export default {
  name: 'happy-dom-node-fetch',
  viteEnvironment: 'client',
  async setup(global: Record<string, unknown>, options) {
    const kept = Object.fromEntries(nodeFetchGlobals.map((key) => [key, global[key]]));
    const happyDom = await builtinEnvironments['happy-dom'].setup(global, options);
    Object.assign(global, kept);
    return happyDom;
  },
} satisfies Environment;
