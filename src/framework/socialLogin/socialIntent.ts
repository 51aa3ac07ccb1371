import { socialProviderName } from '../../api/contract/rules/socialProviderName';

/**
 * Why the visitor went to a social provider (sign in, sign up, link to the signed-in account),
 * kept with the round trip's `state` (socialRoundTrip.ts).
 */
export type SocialIntent = 'sign-in' | 'sign-up' | 'link';

/** A provider account obtained for sign-up, handed from the callback to the sign-up page in memory. */
let signUpAccount: { provider: string; access_token: string } | null = null;
export function keepSignUpAccount(account: { provider: string; access_token: string } | null): void {
  signUpAccount = account;
}
export function signUpSocialAccount(): { provider: string; access_token: string } | null {
  return signUpAccount;
}

/** A social provider's name as shown (`github` → GitHub). */
export const providerName = socialProviderName;
