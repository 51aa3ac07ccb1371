import { socialProviderName } from '../../api/contract/rules/socialProviderName';
/**
 * Why the visitor went to a social provider (sign in, sign up, link to the signed-in account),
 * remembered across the provider's round trip in session storage (never a token, only the intent).
 */
export type SocialIntent = 'sign-in' | 'sign-up' | 'link';
const KEY = 'social.intent';

export function rememberSocialIntent(intent: SocialIntent): void {
  try {
    sessionStorage.setItem(KEY, intent);
  } catch {
    // storage unavailable: the callback falls back to sign-in (or linking when signed in)
  }
}

export function takeSocialIntent(): SocialIntent | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return value === 'sign-in' || value === 'sign-up' || value === 'link' ? value : null;
  } catch {
    return null;
  }
}

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
