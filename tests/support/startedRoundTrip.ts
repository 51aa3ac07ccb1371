import type { SocialIntent } from '../../src/framework/socialLogin/socialIntent';
import { startSocialRoundTrip } from '../../src/framework/socialLogin/socialRoundTrip';

/**
 * The `state` of a provider round trip this tab started (as a click on a provider's button
 * starts it), for a test that then renders the provider's callback with it.
 */
export function startedRoundTrip(intent: SocialIntent, provider: string): string {
  const url = new URL(startSocialRoundTrip(`/__provider/social/${provider}/authorize`, intent, provider));
  return url.searchParams.get('state') ?? '';
}
