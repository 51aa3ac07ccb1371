import type { z } from 'zod/mini';
import type { AuthMethods } from '../api/contract/auth';
import { authEndpoints } from '../api/contract/endpoints/sessionEndpoints';
import type { InitData } from '../api/contract/init';
import { loadInitData } from '../api/http/loadInitData';
import type { Services } from '../providers/createServices';
import { socialMethodsQuery } from './socialLogin/socialCallbackAddress';

type AuthMethodsAnswer = z.infer<typeof AuthMethods>;

interface GuestStartRequests {
  initData?: Promise<InitData>;
  authMethods?: Promise<AuthMethodsAnswer>;
}

const started = new WeakMap<Services, GuestStartRequests>();

/**
 * A guest's first screen asks the API for the init data (`useServerVersion`) and, on the sign-in
 * page, the social sign-in methods (`useSocialMethods`). main.tsx starts both requests before the
 * first render, so they travel while the page renders instead of one round trip after it; the hooks
 * take them instead of asking again (each request is taken once; later reads are new requests).
 *
 * Only when the device id is already stored: a first visit computes the device fingerprint for
 * its first request, and that work would then compete with the first render.
 */
export function startGuestRequests(services: Services, options: { signInPage: boolean }): void {
  const { client, session, isDemo, config } = services;
  if (session.isSignedIn || !session.state.deviceId) return;
  const requests: GuestStartRequests = { initData: loadInitData(client, false) };
  // The demo's sign-in page shows no social buttons.
  if (options.signInPage && !isDemo)
    requests.authMethods = client.call(authEndpoints.methods, { query: socialMethodsQuery(config) });
  // Failures surface where the answer is taken (the hooks handle them); nothing is unhandled here.
  for (const request of Object.values(requests)) request.catch(() => undefined);
  started.set(services, requests);
}

/** The started request of `name`, once; `undefined` if none was started or it was already taken. */
export function takeGuestRequest<K extends keyof GuestStartRequests>(
  services: Services,
  name: K,
): GuestStartRequests[K] {
  const requests = started.get(services);
  const request = requests?.[name];
  if (requests) delete requests[name];
  return request;
}
