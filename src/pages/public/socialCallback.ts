/** Query parameters of the social callback that must never stay in the address bar. */
const secretParams = ['access_token', 'refresh_token', 'expires_in', 'token', 'code', 'state'];

export type SocialCallback = {
  accessToken: string | null;
  refreshToken: string | null;
  expiresIn: string | null;
  provider: string;
  authTypeId: string;
  providerError: string | null;
  /** The round trip's `state`, as the provider echoed it. */
  state: string | null;
};

let captured: SocialCallback | null = null;

/** The callback's query without the parameters that must leave the address bar (`''` when none is left). */
export function withoutSecrets(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of secretParams) query.delete(name);
  return query.size ? `?${query}` : '';
}

/**
 * Reads the callback's query (the route's, under either router) and, when it holds a token,
 * replaces the address at once with `cleanHref` (the same route without them, `withoutSecrets`),
 * before the page's code has loaded; the page takes the values from memory.
 */
export function captureSocialCallback(search: string, cleanHref: string): void {
  const query = new URLSearchParams(search);
  if (!query.has('access_token') && captured) return;
  captured = {
    accessToken: query.get('access_token'),
    refreshToken: query.get('refresh_token'),
    expiresIn: query.get('expires_in'),
    provider: query.get('provider') ?? '',
    authTypeId: query.get('auth_type_id') ?? '',
    providerError: query.get('error'),
    state: query.get('state'),
  };
  if (secretParams.some((name) => query.has(name))) window.history.replaceState(window.history.state, '', cleanHref);
}

/**
 * The captured callback. Reading does not consume it: React may render a component more than once
 * before committing it, and every render must see the same values; the page calls
 * `forgetSocialCallback()` once it has acted on them.
 */
export function readSocialCallback(): SocialCallback {
  return (
    captured ?? {
      accessToken: null,
      refreshToken: null,
      expiresIn: null,
      provider: '',
      authTypeId: '',
      providerError: null,
      state: null,
    }
  );
}

/** Drops the captured callback (after it was used), so coming back to the page shows the plain page. */
export function forgetSocialCallback(): void {
  captured = null;
}
