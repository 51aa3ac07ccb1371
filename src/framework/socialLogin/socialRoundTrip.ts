import type { SocialIntent } from './socialIntent';

/**
 * The provider round trips this tab started (OAuth `state`, RFC 6749 §10.12): every link to a
 * provider's sign-in page gets a fresh random `state` when it is followed, kept in session storage
 * (this tab only) with why the trip was started and to which provider. The callback
 * (/social-login) acts on a token only when its `state` matches the one kept, and only once: the
 * kept one is removed as it is read. A callback made by someone else (a link sent to a signed-in
 * administrator) carries no state of this tab, so it links nothing and signs in nobody.
 *
 * PKCE (RFC 7636) does not fit this flow: the provider answers with an access token in the
 * callback (SPEC §2), not with a code the console later exchanges, so there is no exchange for a
 * verifier to bind. `state` is what binds the answer to the tab that asked.
 */
export interface SocialRoundTrip {
  state: string;
  intent: SocialIntent;
  provider: string;
}

const KEY = 'social.roundTrip';
const intents: readonly string[] = ['sign-in', 'sign-up', 'link'] satisfies SocialIntent[];

/** 32 random bytes, base64url (no padding). */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Starts a round trip to `authorizeUrl` (the provider's sign-in page): keeps a new state with the
 * intent and provider, and returns the address to go to, with that `state`. Without session
 * storage the address gets a state that nothing keeps, and the callback refuses it.
 */
export function startSocialRoundTrip(authorizeUrl: string, intent: SocialIntent, provider: string): string {
  const trip: SocialRoundTrip = { state: randomState(), intent, provider };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(trip));
  } catch {
    // storage unavailable: the callback cannot match the state and says so
  }
  const url = new URL(authorizeUrl, document.baseURI);
  url.searchParams.set('state', trip.state);
  return url.href;
}

function readKept(): SocialRoundTrip | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<SocialRoundTrip> | null;
    return value &&
      typeof value.state === 'string' &&
      value.state.length >= 32 &&
      typeof value.provider === 'string' &&
      typeof value.intent === 'string' &&
      intents.includes(value.intent)
      ? { state: value.state, intent: value.intent, provider: value.provider }
      : null;
  } catch {
    return null;
  }
}

/** The callback being handled: a render that React starts again reads the same answer. */
let finishing: { state: string | null; trip: SocialRoundTrip | null } | null = null;

/**
 * The round trip a callback with `state` ends, or null when this tab started none with that state.
 * The kept trip is removed whatever the answer: a state is good for one callback only (asking
 * again for the same callback, before `spendSocialRoundTrip`, gives the same answer).
 */
export function finishSocialRoundTrip(state: string | null): SocialRoundTrip | null {
  if (finishing && finishing.state === state) return finishing.trip;
  const kept = readKept();
  finishing = { state, trip: kept && state && kept.state === state ? kept : null };
  return finishing.trip;
}

/** The callback was acted on: its state ends for good. */
export function spendSocialRoundTrip(): void {
  finishing = null;
}
