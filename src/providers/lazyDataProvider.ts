import type { HttpClient } from '../api/http/createHttpClient';
import type { createDataProvider, IdentityDataProvider } from './createDataProvider';
import type { EndpointResolver } from './ResourceEndpoint';

/** The dataProvider's module (src/providers/createDataProvider.ts). */
export interface DataProviderModule {
  createDataProvider: typeof createDataProvider;
}

/**
 * The dataProvider, loaded on its first call: guests (the sign-in page) never download it. Every
 * method, react-admin's and ours, is forwarded once the module is there. `loadModule` is the app's
 * `lazyModule(() => import('./providers/createDataProvider')).load` (src/framework/lazyModule.ts,
 * a later layer than this one): a failed download raises the lazy-load-error event like any other.
 */
export function lazyDataProvider(
  client: HttpClient,
  endpointOf: EndpointResolver,
  loadModule: () => Promise<DataProviderModule>,
): IdentityDataProvider {
  let loading: Promise<IdentityDataProvider> | null = null;
  const load = () =>
    (loading ??= loadModule().then(
      (module) => module.createDataProvider(client, endpointOf),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return new Proxy({} as IdentityDataProvider, {
    get(_target, method) {
      if (typeof method !== 'string' || method === 'then') return undefined;
      // react-admin hands queries an AbortSignal only when this is exactly `true`: leaving a slow
      // screen then cancels its requests instead of letting them finish (and fail) unseen.
      if (method === 'supportAbortSignal') return true;
      return (...args: unknown[]) => forward(method, args);
    },
  });

  async function forward(method: string, args: unknown[]): Promise<unknown> {
    const provider = await load();
    const call = (provider as unknown as Record<string, (...a: unknown[]) => unknown>)[method];
    if (typeof call !== 'function') throw new Error(`The dataProvider has no method "${method}"`);
    return call.apply(provider, args);
  }
}
