import { InitData } from '../contract/init';
import { defaultApiPaths } from '../contract/paths';
import type { HttpClient } from './createHttpClient';

/**
 * Initial data read at start (SPEC §3, §7): `GET /init/user` when signed in (with the bearer
 * token), otherwise `GET /init/guest` as a guest call; validated by the contract's `InitData`.
 */
export function loadInitData(
  client: Pick<HttpClient, 'request'>,
  signedIn: boolean,
  paths: { initUser: string; initGuest: string } = defaultApiPaths,
): Promise<InitData> {
  return client.request({
    method: 'GET',
    path: signedIn ? paths.initUser : paths.initGuest,
    schema: InitData,
    guest: !signedIn,
  });
}
