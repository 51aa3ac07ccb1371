import type { SocialRoundTrip } from '../../framework/socialLogin/socialRoundTrip';
import type { SocialCallback } from './socialCallback';

/** What /social-login does with a callback. */
export type SocialCallbackAction =
  | { kind: 'none' } // no token: the plain page (with the provider's refusal, if any)
  | { kind: 'refuse'; reason: 'unrequested' | 'signedIn' } // nothing is stored, linked or signed in
  | { kind: 'store-tokens' } // console tokens for a guest who started this trip
  | { kind: 'sign-up'; provider: string }
  | { kind: 'link'; provider: string }
  | { kind: 'sign-in' };

/**
 * Decides a callback (pure): a token is acted on only for the round trip this tab started
 * (`trip`, matched by `state`), and never replaces a signed-in session — a signed-in user's
 * callback can only link the account of the provider they went to, for a link they started.
 * The provider acted on is the trip's, never the query's.
 */
export function socialCallbackAction(
  callback: Pick<SocialCallback, 'accessToken' | 'refreshToken' | 'expiresIn'>,
  trip: SocialRoundTrip | null,
  signedIn: boolean,
): SocialCallbackAction {
  if (!callback.accessToken) return { kind: 'none' };
  if (!trip) return { kind: 'refuse', reason: 'unrequested' };
  const consoleTokens = !!callback.expiresIn && callback.refreshToken !== null;
  if (signedIn)
    return trip.intent === 'link' && !consoleTokens
      ? { kind: 'link', provider: trip.provider }
      : { kind: 'refuse', reason: 'signedIn' };
  if (consoleTokens) return { kind: 'store-tokens' };
  if (trip.intent === 'sign-up') return { kind: 'sign-up', provider: trip.provider };
  // A link started before the session ended: nothing to link to; the user signs in again first.
  if (trip.intent === 'link') return { kind: 'refuse', reason: 'unrequested' };
  return { kind: 'sign-in' };
}
