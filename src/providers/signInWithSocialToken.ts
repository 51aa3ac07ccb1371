import { meEndpoints } from '../api/contract/endpoints/meEndpoints';
import type { Services } from './createServices';

/**
 * Social sign completion (SPEC §2 social_login): exchanges the provider-issued access token for the
 * console's tokens and stores the session. The device id, the exchange and the storing are one auth
 * fetch task (SPEC §3, §4): a signed-in request issued meanwhile is sent once the session is
 * stored, with the new token. `open` runs just before the session is stored, in the same tick (the
 * page moves to where the signed-in console opens). A failure rejects with the call's `HttpError`.
 */
export function signInWithSocialToken(
  services: Pick<Services, 'client' | 'session' | 'deviceId'>,
  social: { accessToken: string; authTypeId: string },
  open: () => void,
): Promise<void> {
  const { client, session, deviceId } = services;
  return session.runAuthTask(async () => {
    const device = await deviceId();
    const tokens = await client.call(meEndpoints.socialSignIn, {
      body: { access_token: social.accessToken, auth_type_id: social.authTypeId, device },
    });
    open();
    session.set(tokens);
  });
}
