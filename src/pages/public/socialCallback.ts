/** Query parameters of the social callback that must never stay in the address bar. */
const secretParams = ['access_token', 'refresh_token', 'expires_in', 'token', 'code'];

export type SocialCallback = {
  accessToken: string | null;
  refreshToken: string | null;
  expiresIn: string | null;
  provider: string;
  authTypeId: string;
  providerError: string | null;
};

let captured: SocialCallback | null = null;

/**
 * Reads the callback's query and removes every token from the URL at once (history.replaceState),
 * before the page's code has loaded; the page takes the values from memory.
 */
export function captureSocialCallback(): void {
  const url = new URL(window.location.href);
  const query = url.searchParams;
  if (!query.has('access_token') && captured) return;
  captured = {
    accessToken: query.get('access_token'),
    refreshToken: query.get('refresh_token'),
    expiresIn: query.get('expires_in'),
    provider: query.get('provider') ?? '',
    authTypeId: query.get('auth_type_id') ?? '',
    providerError: query.get('error'),
  };
  if (secretParams.some((name) => query.has(name))) {
    for (const name of secretParams) query.delete(name);
    window.history.replaceState(window.history.state, '', url.pathname + (query.size ? `?${query}` : '') + url.hash);
  }
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
    }
  );
}

/** Drops the captured callback (after it was used), so coming back to the page shows the plain page. */
export function forgetSocialCallback(): void {
  captured = null;
}
