import type { InitData } from '../contract/init';
import { initEndpoints } from '../contract/endpoints/sessionEndpoints';
import type { HttpClient } from './createHttpClient';

/**
 * Initial data read at start (SPEC §3, §7): `init.user` when signed in (with the bearer token),
 * otherwise `init.guest` as a guest call; validated by the contract's `InitData`.
 */
export function loadInitData(client: Pick<HttpClient, 'call'>, signedIn: boolean): Promise<InitData> {
  return client.call(signedIn ? initEndpoints.user : initEndpoints.guest);
}
