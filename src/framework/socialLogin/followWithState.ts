import type { MouseEvent } from 'react';
import type { SocialIntent } from './socialIntent';
import { startSocialRoundTrip } from './socialRoundTrip';

/**
 * A click on a link to a provider's sign-in page: the link is followed with a new round trip's
 * `state` (socialRoundTrip.ts), set on the link itself just before the browser follows it.
 */
export function followWithState(event: MouseEvent<HTMLElement>, intent: SocialIntent, provider: string): void {
  const link = event.currentTarget;
  if (!(link instanceof HTMLAnchorElement) || !link.href) return;
  link.href = startSocialRoundTrip(link.href, intent, provider);
}
